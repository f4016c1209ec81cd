import {
  alertCheckResultSchema,
  alertDismissSchema,
  alertListSchema,
  apiErrorSchema,
  autoGeneratePreviewSchema,
  autoGenerateQuerySchema,
  autoGenerateResultSchema,
  csvImportErrorSchema,
  csvImportPreviewSchema,
  csvImportQuerySchema,
  csvImportResultSchema,
  idParamsSchema,
  inventoryAlertSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  itemCreateSchema,
  itemUpdateSchema,
  lotParamsSchema,
  movementInputSchema,
  postedMovementSchema,
  purchaseOrderCreateSchema,
  purchaseOrderListSchema,
  purchaseOrderReceiveSchema,
  purchaseOrderSchema,
  stockCardQuerySchema,
  stockCardSchema,
  supplierInputSchema,
  supplierListSchema,
  supplierSchema,
  suppliesPageSchema,
  suppliesQuerySchema,
  writeOffInputSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvResponse, replyCsv } from '../../lib/csv-reply';
import { archiveItem } from './archive-item';
import { autoGeneratePurchaseOrders } from './auto-generate-purchase-orders';
import { checkAlerts } from './check-alerts';
import { createItem } from './create-item';
import { createPurchaseOrder } from './create-purchase-order';
import { createSupplier } from './create-supplier';
import { dismissAlert } from './dismiss-alert';
import { exportItemsCsv } from './export-items-csv';
import { getInventorySummary } from './get-inventory-summary';
import { getItem } from './get-item';
import { getStockCard } from './get-stock-card';
import { importItemsCsv } from './import-items-csv';
import { listAlerts } from './list-alerts';
import { listSuppliers } from './list-suppliers';
import { listSupplies } from './list-supplies';
import { loadPurchaseOrders } from './load-purchase-orders';
import { planPurchaseOrders } from './plan-purchase-orders';
import { postMovement } from './post-movement';
import { previewItemsCsv } from './preview-items-csv';
import { receivePurchaseOrder } from './receive-purchase-order';
import { transitionPurchaseOrder } from './transition-purchase-order';
import { updateItem } from './update-item';
import { updateSupplier } from './update-supplier';
import { writeOffLot } from './write-off-lot';

const tags = ['inventory'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Inventory management (spec 001): supplies on a stock ledger, alerts, purchase orders, suppliers, CSV. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: app.config.bodyLimitBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/supplies',
    {
      schema: {
        tags,
        summary: 'Items that are not archived: search by item or supplier name, filter by status, a page',
        querystring: suppliesQuerySchema,
        response: { 200: suppliesPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listSupplies({ db, ...request.query }),
  );

  app.get(
    '/summary',
    { schema: { tags, summary: 'The summary cards', response: { 200: inventorySummarySchema } } },
    async () => getInventorySummary({ db }),
  );

  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'Create an item; its opening stock is posted as a receipt',
        body: itemCreateSchema,
        response: { 201: inventoryItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createItem({ db, hub, input: request.body })),
  );

  app.get(
    '/items.csv',
    {
      schema: {
        tags,
        summary: 'Every item that is not archived, as CSV',
        response: { 200: csvResponse },
      },
    },
    async (_request, reply) => replyCsv(reply, 'inventory-items.csv', await exportItemsCsv({ db })),
  );

  app.post(
    '/items/import/preview',
    {
      schema: {
        tags,
        summary:
          'What importing this CSV (Content-Type: text/csv) would do, row by row: new, changed (old and new value of each field), unchanged (matched by id, else by name and supplier), rejected with the reasons. Writes nothing.',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: csvImportPreviewSchema, 400: csvImportErrorSchema.or(apiErrorSchema) },
      },
    },
    async (request) => previewItemsCsv({ db, csv: request.body }),
  );

  app.post(
    '/items/import',
    {
      schema: {
        tags,
        summary:
          "Import a previewed CSV (Content-Type: text/csv) in one transaction: creates the new items, changes the changed ones, skips rejected rows. `confirm` is the preview's fingerprint; 409 if the import would now do anything else.",
        consumes: ['text/csv'],
        querystring: csvImportQuerySchema,
        body: z.string(),
        response: {
          200: csvImportResultSchema,
          400: csvImportErrorSchema.or(apiErrorSchema),
          409: apiErrorSchema,
        },
      },
    },
    async (request) => importItemsCsv({ db, hub, csv: request.body, confirm: request.query.confirm }),
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'One item',
        params: idParamsSchema,
        response: { 200: inventoryItemSchema, ...errors },
      },
    },
    async (request) => getItem({ db, id: request.params.id }),
  );

  app.patch(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Change an item (not its stock: post a movement)',
        params: idParamsSchema,
        body: itemUpdateSchema,
        response: { 200: inventoryItemSchema, ...errors },
      },
    },
    async (request) => updateItem({ db, hub, id: request.params.id, input: request.body }),
  );

  app.post(
    '/items/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive an item; its ledger stays',
        params: idParamsSchema,
        response: { 200: inventoryItemSchema, ...errors },
      },
    },
    async (request) => archiveItem({ db, id: request.params.id }),
  );

  app.get(
    '/items/:id/movements',
    {
      schema: {
        tags,
        summary: 'The stock card: lots on hand and movements newest first with running balances',
        params: idParamsSchema,
        querystring: stockCardQuerySchema,
        response: { 200: stockCardSchema, ...errors },
      },
    },
    async (request) => getStockCard({ db, itemId: request.params.id, ...request.query }),
  );

  app.post(
    '/items/:id/movements',
    {
      schema: {
        tags,
        summary:
          'Post a receipt, issue, adjustment or stocktake; 409 INSUFFICIENT_STOCK if it would go negative',
        params: idParamsSchema,
        body: movementInputSchema,
        response: { 201: postedMovementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await postMovement({ db, hub, itemId: request.params.id, input: request.body })),
  );

  app.post(
    '/items/:id/lots/:lotId/write-off',
    {
      schema: {
        tags,
        summary:
          "Write off a lot's whole remaining stock with its reason (expired, damaged, recalled, other + note)",
        params: lotParamsSchema,
        body: writeOffInputSchema,
        response: { 201: postedMovementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await writeOffLot({
          db,
          hub,
          itemId: request.params.id,
          lotId: request.params.lotId,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/alerts',
    { schema: { tags, summary: 'Active alerts, newest first', response: { 200: alertListSchema } } },
    async () => ({ items: await listAlerts({ db }) }),
  );

  app.post(
    '/alerts/check',
    {
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
      schema: {
        tags,
        summary: 'Dismiss an active alert',
        body: alertDismissSchema,
        response: { 200: inventoryAlertSchema, ...errors },
      },
    },
    async (request) => dismissAlert({ db, id: request.body.alert_id }),
  );

  app.get(
    '/purchase-orders',
    {
      schema: { tags, summary: 'Purchase orders, newest first', response: { 200: purchaseOrderListSchema } },
    },
    async () => ({ items: await loadPurchaseOrders({ db }) }),
  );

  app.post(
    '/purchase-orders',
    {
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
      schema: {
        tags,
        summary: 'Receive a confirmed order, fully or per line; posts receipts referenced PO-<id>',
        params: idParamsSchema,
        // The lines that arrived, or `receiveAll: true`; an empty body receives nothing (400).
        body: purchaseOrderReceiveSchema,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) => receivePurchaseOrder({ db, hub, id: request.params.id, input: request.body }),
  );

  app.get(
    '/suppliers',
    { schema: { tags, summary: 'Suppliers by name', response: { 200: supplierListSchema } } },
    async () => ({ items: await listSuppliers({ db }) }),
  );

  app.post(
    '/suppliers',
    {
      schema: {
        tags,
        summary: 'Add a supplier',
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSupplier({ db, input: request.body })),
  );

  app.patch(
    '/suppliers/:id',
    {
      schema: {
        tags,
        summary: 'Change some of a supplier’s fields',
        params: idParamsSchema,
        body: supplierInputSchema.partial(),
        response: { 200: supplierSchema, ...errors },
      },
    },
    async (request) => updateSupplier({ db, id: request.params.id, input: request.body }),
  );
};
