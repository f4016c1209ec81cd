import {
  autoGeneratePreviewSchema,
  autoGenerateQuerySchema,
  autoGenerateResultSchema,
  idParamsSchema,
  purchaseOrderCreateSchema,
  purchaseOrderListSchema,
  purchaseOrderReceiveSchema,
  purchaseOrderSchema,
} from '@careledger/shared';
import { actorName } from '../auth';
import { autoGeneratePurchaseOrders } from './auto-generate-purchase-orders';
import { createPurchaseOrder } from './create-purchase-order';
import { loadPurchaseOrders } from './load-purchase-orders';
import { planPurchaseOrders } from './plan-purchase-orders';
import { receivePurchaseOrder } from './receive-purchase-order';
import { errors, type InventoryApp, tags } from './route-common';
import { transitionPurchaseOrder } from './transition-purchase-order';

/** Purchase orders: list, create, auto-generate (preview, then confirm), transitions and receipts. */
export function registerPurchaseOrderRoutes(app: InventoryApp) {
  const { db, hub } = app;
  app.get(
    '/purchase-orders',
    {
      config: { access: 'orders.view' },
      schema: { tags, summary: 'Purchase orders, newest first', response: { 200: purchaseOrderListSchema } },
    },
    async () => ({ items: await loadPurchaseOrders({ db }) }),
  );

  app.post(
    '/purchase-orders',
    {
      config: { access: 'orders.manage' },
      schema: {
        tags,
        summary: 'Create a purchase order to one supplier',
        body: purchaseOrderCreateSchema,
        response: { 201: purchaseOrderSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPurchaseOrder({ db, input: request.body })),
  );

  app.get(
    '/purchase-orders/auto-generate/preview',
    {
      config: { access: 'orders.manage' },
      schema: {
        tags,
        summary:
          'The orders Auto-Generate Orders would create now (supplier, lines item x quantity, total) and the fingerprint that confirms them; writes nothing',
        response: { 200: autoGeneratePreviewSchema },
      },
    },
    async () => planPurchaseOrders({ db }),
  );

  app.post(
    '/purchase-orders/auto-generate',
    {
      config: { access: 'orders.manage' },
      schema: {
        tags,
        summary:
          "Order every item at or below its threshold that has no open order, one order per supplier. `confirm` is the preview's fingerprint; 409 if the plan changed since",
        querystring: autoGenerateQuerySchema,
        response: { 200: autoGenerateResultSchema, ...errors },
      },
    },
    async (request) => ({
      created: await autoGeneratePurchaseOrders({ db, confirm: request.query.confirm }),
    }),
  );

  for (const action of ['send', 'confirm', 'cancel'] as const) {
    app.post(
      `/purchase-orders/:id/${action}`,
      {
        config: { access: 'orders.manage' },
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a purchase order; 409 ILLEGAL_TRANSITION if its status does not allow it`,
          params: idParamsSchema,
          response: { 200: purchaseOrderSchema, ...errors },
        },
      },
      async (request) => transitionPurchaseOrder({ db, id: request.params.id, action }),
    );
  }

  app.post(
    '/purchase-orders/:id/receive',
    {
      config: { access: 'orders.manage' },
      schema: {
        tags,
        summary: 'Receive a confirmed order, fully or per line; posts receipts referenced PO-<id>',
        params: idParamsSchema,
        // The lines that arrived, or `receiveAll: true`; an empty body receives nothing (400).
        body: purchaseOrderReceiveSchema,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) =>
      receivePurchaseOrder({
        db,
        hub,
        id: request.params.id,
        input: request.body,
        createdBy: actorName(request),
      }),
  );
}
