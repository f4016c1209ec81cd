import {
  apiErrorSchema,
  carerAlertSchema,
  carerAlertsQuerySchema,
  carerAlertsSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAccount } from '../patients';
import { acknowledgeCarerAlert } from './acknowledge-carer-alert';
import { listCarerAlerts } from './list-carer-alerts';
import { alertIdParamsSchema } from './route-schemas';

const tags = ['memory'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const carers = { access: 'patients.carerAlerts' } as const;

/** Carer alerts: what patients told the companion that was urgent (a fall, missed medication), for carers. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;

  app.get(
    '/admin/alerts',
    {
      config: carers,
      schema: {
        tags,
        summary: "Carer alerts, newest first, with the patient's words and why they are urgent",
        querystring: carerAlertsQuerySchema,
        response: { 200: carerAlertsSchema, ...errors },
      },
    },
    async (request) => listCarerAlerts({ db, ...request.query }),
  );

  app.post(
    '/admin/acknowledge-alert/:alertId',
    {
      config: carers,
      schema: {
        tags,
        summary:
          'Acknowledge a carer alert (404 unknown, 409 when it already is); its notifications become read for everyone',
        params: alertIdParamsSchema,
        response: { 200: carerAlertSchema, ...errors },
      },
    },
    async (request) =>
      acknowledgeCarerAlert({ db, hub, alertId: request.params.alertId, by: actingAccount(request) }),
  );
};
