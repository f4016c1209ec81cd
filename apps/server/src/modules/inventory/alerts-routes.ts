import {
  alertCheckResultSchema,
  alertDismissSchema,
  alertListSchema,
  inventoryAlertSchema,
} from '@careledger/shared';
import { checkAlerts } from './check-alerts';
import { dismissAlert } from './dismiss-alert';
import { listAlerts } from './list-alerts';
import { errors, type InventoryApp, tags } from './route-common';

/** Stock and expiry alerts: list, check now, dismiss. */
export function registerAlertRoutes(app: InventoryApp) {
  const { db, hub } = app;
  app.get(
    '/alerts',
    {
      config: { access: 'inventory.view' },
      schema: { tags, summary: 'Active alerts, newest first', response: { 200: alertListSchema } },
    },
    async () => ({ items: await listAlerts({ db }) }),
  );

  app.post(
    '/alerts/check',
    {
      config: { access: 'alerts.manage' },
      schema: {
        tags,
        summary: 'Evaluate the stock and expiry rules for every item now',
        response: { 200: alertCheckResultSchema },
      },
    },
    async () => checkAlerts({ db, hub }),
  );

  app.post(
    '/alerts/dismiss',
    {
      config: { access: 'alerts.manage' },
      schema: {
        tags,
        summary: 'Dismiss an active alert',
        body: alertDismissSchema,
        response: { 200: inventoryAlertSchema, ...errors },
      },
    },
    async (request) => dismissAlert({ db, id: request.body.alert_id }),
  );
}
