import {
  apiErrorSchema,
  rfidAssignResultSchema,
  rfidCheckResultSchema,
  rfidScanBatchSchema,
  rfidScanResultSchema,
  rfidStatisticsSchema,
  rfidTagPageSchema,
  rfidTagParamsSchema,
  rfidTagSchema,
  rfidTagsQuerySchema,
  rfidTagUpdateSchema,
  rfidValidateRequestSchema,
  rfidValidateResultSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignTags } from './assign-tags';
import { checkUnseenTags } from './check-unseen-tags';
import { getStatistics } from './get-statistics';
import { listTags } from './list-tags';
import { recordScans } from './record-scans';
import { updateTag } from './update-tag';
import { validateEpcs } from './validate-epcs';

const tags = ['rfid'];
/** 10,000 scan events are about 1.5 MB of JSON: the scans route accepts at least this much, whatever BODY_LIMIT_BYTES. */
const SCAN_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** RFID management (spec 001; DESIGN section 9): SGTIN-96 tags on items, reader scans, unseen-tag alerts. */
export const rfidRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;
  const { rfid } = app.config;

  app.get(
    '/tags',
    {
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

  app.post(
    '/assign',
    {
      schema: {
        tags,
        summary: 'Give every item that is not archived and has no tag an SGTIN-96 tag; answers how many',
        response: { 200: rfidAssignResultSchema, ...errors },
      },
    },
    async () => assignTags({ db, rfid }),
  );

  app.put(
    '/tags/:tag_id',
    {
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
      schema: {
        tags,
        summary: 'Tag counts by status and RFID coverage of the supplies',
        response: { 200: rfidStatisticsSchema },
      },
    },
    async () => getStatistics({ db }),
  );

  app.post(
    '/validate',
    {
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
      schema: {
        tags,
        summary: `Raise an rfid_unseen alert and a notification for each active tag unseen for RFID_UNSEEN_DAYS`,
        response: { 200: rfidCheckResultSchema },
      },
    },
    async () => checkUnseenTags({ db, hub, unseenDays: rfid.unseenDays }),
  );
};
