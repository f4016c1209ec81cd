import {
  apiErrorSchema,
  csvImportErrorSchema,
  csvImportPreviewSchema,
  csvImportQuerySchema,
  csvImportResultSchema,
  idParamsSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  itemCreateSchema,
  itemUpdateSchema,
  lotParamsSchema,
  movementInputSchema,
  postedMovementSchema,
  RECORDABLE_MOVEMENT_KINDS,
  stockCardQuerySchema,
  stockCardSchema,
  suppliesPageSchema,
  suppliesQuerySchema,
  writeOffInputSchema,
} from '@careledger/shared';
import { z } from 'zod';
import { csvResponse, replyCsv } from '../../lib/csv-reply';
import { actorName, requirePermission } from '../auth';
import { archiveItem } from './archive-item';
import { createItem } from './create-item';
import { exportItemsCsv } from './export-items-csv';
import { getInventorySummary } from './get-inventory-summary';
import { getItem } from './get-item';
import { getStockCard } from './get-stock-card';
import { importItemsCsv } from './import-items-csv';
import { listSupplies } from './list-supplies';
import { postMovement } from './post-movement';
import { previewItemsCsv } from './preview-items-csv';
import { errors, type InventoryApp, tags } from './route-common';
import { updateItem } from './update-item';
import { writeOffLot } from './write-off-lot';

/** Supplies, items, their stock card and movements, lot write-offs, and the CSV export and import. */
export function registerItemRoutes(app: InventoryApp) {
  const { db, hub } = app;
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: app.config.bodyLimitBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/supplies',
    {
      config: { access: 'inventory.view' },
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
    {
      config: { access: 'inventory.view' },
      schema: { tags, summary: 'The summary cards', response: { 200: inventorySummarySchema } },
    },
    async () => getInventorySummary({ db }),
  );

  app.post(
    '/items',
    {
      config: { access: 'inventory.manage' },
      schema: {
        tags,
        summary: 'Create an item; its opening stock is posted as a receipt',
        body: itemCreateSchema,
        response: { 201: inventoryItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createItem({ db, hub, input: request.body, createdBy: actorName(request) })),
  );

  app.get(
    '/items.csv',
    {
      config: { access: 'inventory.view' },
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
      config: { access: 'inventory.manage' },
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
      config: { access: 'inventory.manage' },
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
    async (request) =>
      importItemsCsv({
        db,
        hub,
        csv: request.body,
        confirm: request.query.confirm,
        createdBy: actorName(request),
      }),
  );

  app.get(
    '/items/:id',
    {
      config: { access: 'inventory.view' },
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
      config: { access: 'inventory.manage' },
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
      config: { access: 'inventory.manage' },
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
      config: { access: 'inventory.view' },
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
      config: { access: 'inventory.record' },
      schema: {
        tags,
        summary:
          'Post a receipt, issue, adjustment or stocktake; 409 INSUFFICIENT_STOCK if it would go negative',
        params: idParamsSchema,
        body: movementInputSchema,
        response: { 201: postedMovementSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!RECORDABLE_MOVEMENT_KINDS.includes(request.body.kind))
        requirePermission(request, 'inventory.manage');
      const createdBy = actorName(request);
      return reply
        .status(201)
        .send(await postMovement({ db, hub, itemId: request.params.id, input: request.body, createdBy }));
    },
  );

  app.post(
    '/items/:id/lots/:lotId/write-off',
    {
      config: { access: 'inventory.manage' },
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
          createdBy: actorName(request),
        }),
      ),
  );
}
