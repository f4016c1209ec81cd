import {
  apiErrorSchema,
  idParamsSchema,
  medicineListQuerySchema,
  medicinePageSchema,
  recommendRequestSchema,
  recommendResponseSchema,
  restockingListQuerySchema,
  restockingPageSchema,
  restockingRequestSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { fulfilRestockingRequest } from './fulfil-restocking-request';
import { listMedicines } from './list-medicines';
import { listRestockingRequests } from './list-restocking-requests';
import { recommendMedicines } from './recommend-medicines';
import { scheduleRestockingRequest } from './schedule-restocking-request';

const tags = ['medicine'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const advise = { access: 'medicine.advise' } as const;

/**
 * The medicine assistant (issue 15): medicines (inventory items with a clinical profile), recommendations from
 * the symptoms a person writes or says, and the restocking requests they raise with their lifecycle.
 */
export const medicineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/all',
    {
      config: advise,
      schema: {
        tags,
        summary:
          'Medicines with live stock, by name; search the name or active ingredient, filter by category',
        querystring: medicineListQuerySchema,
        response: { 200: medicinePageSchema, ...errors },
      },
    },
    async (request) => listMedicines({ db, ...request.query }),
  );

  app.post(
    '/recommend',
    {
      config: advise,
      schema: {
        tags,
        summary:
          'Read the symptoms and recommend medicines in stock, or refer urgently on a red flag; raises restocking requests for recommended medicines that run low',
        body: recommendRequestSchema,
        response: { 200: recommendResponseSchema, ...errors },
      },
    },
    async (request) => recommendMedicines({ db, accountId: requireAccount(request).id, ...request.body }),
  );

  app.get(
    '/restocking-requests',
    {
      config: advise,
      schema: {
        tags,
        summary: 'Restocking requests, newest first, with the stock now',
        querystring: restockingListQuerySchema,
        response: { 200: restockingPageSchema, ...errors },
      },
    },
    async (request) => listRestockingRequests({ db, ...request.query }),
  );

  app.post(
    '/restocking-requests/:id/schedule',
    {
      config: { access: 'orders.manage' },
      schema: {
        tags,
        summary:
          "Schedule Order: place a purchase order for the requested quantity with the medicine's supplier and link it; only a pending request (409 otherwise)",
        params: idParamsSchema,
        response: { 200: restockingRequestSchema, ...errors },
      },
    },
    async (request) => scheduleRestockingRequest({ db, id: request.params.id }),
  );

  app.post(
    '/restocking-requests/:id/fulfil',
    {
      config: { access: 'inventory.manage' },
      schema: {
        tags,
        summary: 'Mark Fulfilled: a pending or scheduled request becomes fulfilled (409 when it already is)',
        params: idParamsSchema,
        response: { 200: restockingRequestSchema, ...errors },
      },
    },
    async (request) => fulfilRestockingRequest({ db, id: request.params.id }),
  );
};
