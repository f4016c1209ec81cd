import {
  apiErrorSchema,
  memoryHistoryQuerySchema,
  memoryHistorySchema,
  memoryQueryRequestSchema,
  memoryQueryResponseSchema,
  memoryReportQuerySchema,
  memoryReportSchema,
  memoryStatusSchema,
  processMemoryResponseSchema,
  processTextRequestSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { actingAccount, listPatients, resolvePatient } from '../patients';
import { alertRoutes } from './alert-routes';
import { answerMemoryQuery } from './answer-memory-query';
import { getMemoryHistory } from './get-memory-history';
import { getMemoryReport } from './get-memory-report';
import { isOcrReady } from './media';
import { mediaRoutes } from './media-routes';
import { memoryPatientListSchema, userIdParamsSchema } from './route-schemas';
import { taskRoutes } from './task-routes';
import { tellMemory } from './tell-memory';

const tags = ['memory'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const use = { access: 'memory.use' } as const;

/**
 * Infinite Memory (issue 16, spec 001 section 7): what a patient tells the companion, analysed and stored; the
 * conversation; questions answered from their own memories; the memory report; tasks; and carer alerts. A
 * patient acts for themselves, a carer (`patients.care`) for any patient.
 */
export const memoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;

  app.get(
    '/',
    {
      // `/api/memory` only: one route for the router and the OpenAPI document alike.
      prefixTrailingSlash: 'no-slash',
      config: use,
      schema: {
        tags,
        summary: 'Whether the memory service answers, and whether its OCR worker has started',
        response: { 200: memoryStatusSchema, ...errors },
      },
    },
    async () => ({ status: 'ok' as const, service: 'memory' as const, ocrReady: isOcrReady() }),
  );

  app.get(
    '/patients',
    {
      config: use,
      schema: {
        tags,
        summary: 'The patients the caller may act for: themselves for a patient, every patient for a carer',
        response: { 200: memoryPatientListSchema, ...errors },
      },
    },
    async (request) =>
      listPatients({
        db,
        caller: requireAccount(request),
        permissions: request.auth?.permissions ?? [],
      }),
  );

  app.get(
    '/history/:userId',
    {
      config: use,
      schema: {
        tags,
        summary: "The patient's conversation: their newest memories (limit), oldest first, as entries",
        params: userIdParamsSchema,
        querystring: memoryHistoryQuerySchema,
        response: { 200: memoryHistorySchema, ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.params.userId, 'memory');
      return getMemoryHistory({ db, patientId: patient.id, limit: request.query.limit });
    },
  );

  app.post(
    '/process-text',
    {
      config: use,
      schema: {
        tags,
        summary:
          'Tell the companion something: analysed (summary, importance, sentiment, urgency, topics, action items, entities) and stored; high urgency alerts the carers',
        body: processTextRequestSchema,
        response: { 200: processMemoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.body.userId, 'memory');
      const { text } = request.body;
      return tellMemory({
        db,
        hub,
        patient,
        enteredBy: actingAccount(request),
        kind: 'text',
        told: text,
        text,
      });
    },
  );

  app.post(
    '/query',
    {
      config: use,
      schema: {
        tags,
        summary: "Ask a question answered from the patient's own memories only, with the memories it quotes",
        body: memoryQueryRequestSchema,
        response: { 200: memoryQueryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.body.userId, 'memory');
      return answerMemoryQuery({ db, patient, query: request.body.query });
    },
  );

  app.get(
    '/memory-report/:userId',
    {
      config: use,
      schema: {
        tags,
        summary:
          "The memory report: interactions, mean importance, sentiments and a point per day over the patient's last days",
        params: userIdParamsSchema,
        querystring: memoryReportQuerySchema,
        response: { 200: memoryReportSchema, ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.params.userId, 'memory');
      return getMemoryReport({ db, patient, days: request.query.days });
    },
  );

  await app.register(taskRoutes);
  await app.register(alertRoutes);
  await app.register(mediaRoutes);
};
