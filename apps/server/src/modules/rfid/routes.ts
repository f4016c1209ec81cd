import {
  apiErrorSchema,
  rfidAnalyticsSchema,
  rfidAssignPreviewSchema,
  rfidAssignQuerySchema,
  rfidAssignResultSchema,
  rfidCheckResultSchema,
  rfidScanBatchSchema,
  rfidScanResultSchema,
  rfidStatisticsSchema,
  rfidSuppliesPageSchema,
  rfidSuppliesQuerySchema,
  rfidTagCreateSchema,
  rfidTagPageSchema,
  rfidTagParamsSchema,
  rfidTagSchema,
  rfidTagsQuerySchema,
  rfidTagUpdateSchema,
  rfidValidateRequestSchema,
  rfidValidateResultSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvResponse, replyCsv } from '../../lib/csv-reply';
import { assignTags, previewAssignTags } from './assign-tags';
import { checkUnseenTags } from './check-unseen-tags';
import { createTag } from './create-tag';
import { exportTagsCsv } from './export-tags-csv';
import { getAnalytics } from './get-analytics';
import { getStatistics } from './get-statistics';
import { listRfidSupplies } from './list-rfid-supplies';
import { listTags } from './list-tags';
import { recordScans } from './record-scans';
import { updateTag } from './update-tag';
import { validateEpcs } from './validate-epcs';

const tags = ['rfid'];
/** 10,000 scan events are about 1.5 MB of JSON: the scans route accepts at least this much, whatever BODY_LIMIT_BYTES. */
const SCAN_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** RFID management (spec 001; DESIGN section 9): SGTIN-96 tags on items, reader scans, unseen-tag alerts, analytics. */
export const rfidRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;
  const { rfid } = app.config;

  app.get(
    '/tags',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary:
          'Tags newest first: search by item name or tag id (case-insensitive), filter by status, a page',
        querystring: rfidTagsQuerySchema,
        response: { 200: rfidTagPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listTags({ db, ...request.query }),
  );

  app.get(
    '/tags.csv',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary: 'The tags matching a search and status (all of them, newest first), as CSV',
        querystring: rfidTagsQuerySchema.pick({ search: true, status: true }),
        response: {
          200: csvResponse,
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => replyCsv(reply, 'rfid-tags.csv', await exportTagsCsv({ db, ...request.query })),
  );

  app.get(
    '/assign/preview',
    {
      config: { access: 'rfid.manage' },
      schema: {
        tags,
        summary:
          'The items Assign RFID Tags would tag now and the fingerprint that confirms them; writes nothing',
        response: { 200: rfidAssignPreviewSchema },
      },
    },
    async () => previewAssignTags({ db }),
  );

  app.post(
    '/assign',
    {
      config: { access: 'rfid.manage' },
      schema: {
        tags,
        summary:
          "Give every item that is not archived and has no tag an SGTIN-96 tag; answers how many. `confirm` is the preview's fingerprint; 409 if the untagged items changed since",
        querystring: rfidAssignQuerySchema,
        response: { 200: rfidAssignResultSchema, ...errors },
      },
    },
    async (request) => assignTags({ db, rfid, confirm: request.query.confirm }),
  );

  app.post(
    '/tags',
    {
      config: { access: 'rfid.manage' },
      schema: {
        tags,
        summary:
          'Add RFID Tag: give one item that is not archived and has no tag an SGTIN-96 tag, as assign does',
        body: rfidTagCreateSchema,
        response: { 201: rfidTagSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTag({ db, rfid, itemId: request.body.itemId })),
  );

  app.get(
    '/supplies',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary:
          'Items that are not archived with their tag, by name: search item or supplier name, filter by coverage, a page',
        querystring: rfidSuppliesQuerySchema,
        response: { 200: rfidSuppliesPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listRfidSupplies({ db, ...request.query }),
  );

  app.put(
    '/tags/:tag_id',
    {
      config: { access: 'rfid.manage' },
      schema: {
        tags,
        summary:
          'Change status, location, battery level and signal strength; tag id and item name are read-only',
        params: rfidTagParamsSchema,
        body: rfidTagUpdateSchema,
        response: { 200: rfidTagSchema, ...errors },
      },
    },
    async (request) => updateTag({ db, tagId: request.params.tag_id, input: request.body }),
  );

  app.get(
    '/statistics',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary: 'Tag counts by status and RFID coverage of the supplies',
        response: { 200: rfidStatisticsSchema },
      },
    },
    async () => getStatistics({ db }),
  );

  app.get(
    '/analytics',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary:
          'Tags by status and battery band, scans per UTC day, and the low-battery and unseen tags (first few and totals)',
        response: { 200: rfidAnalyticsSchema },
      },
    },
    async () => getAnalytics({ db, unseenDays: rfid.unseenDays }),
  );

  app.post(
    '/validate',
    {
      config: { access: 'rfid.view' },
      schema: {
        tags,
        summary: 'Decode each EPC (24 hex digits or an SGTIN-96 tag URI) or say why it is invalid',
        body: rfidValidateRequestSchema,
        response: { 200: rfidValidateResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => validateEpcs({ epcs: request.body.epcs }),
  );

  app.post(
    '/scans',
    {
      config: { access: 'rfid.scan' },
      bodyLimit: Math.max(app.config.bodyLimitBytes, SCAN_BODY_LIMIT_BYTES),
      schema: {
        tags,
        summary:
          'A batch of reader events (up to 10,000): updates last scan, location and signal of known tags, latest time wins',
        body: rfidScanBatchSchema,
        response: { 200: rfidScanResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => recordScans({ db, events: request.body.events, unseenDays: rfid.unseenDays }),
  );

  app.post(
    '/check',
    {
      config: { access: 'rfid.manage' },
      schema: {
        tags,
        summary: `Raise an rfid_unseen alert and a notification for each active tag unseen for RFID_UNSEEN_DAYS`,
        response: { 200: rfidCheckResultSchema },
      },
    },
    async () => checkUnseenTags({ db, hub, unseenDays: rfid.unseenDays }),
  );
};
