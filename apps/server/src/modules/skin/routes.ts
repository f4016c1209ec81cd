import {
  apiErrorSchema,
  SKIN_HISTORY_MAX,
  type SkinAnalysisType,
  skinAnalysisIdParamsSchema,
  skinAnalysisResultSchema,
  skinHistoryQuerySchema,
  skinHistoryResponseSchema,
} from '@careledger/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createUploadFormReader, type ImageLimits } from '../../lib/image-upload';
import { requireAccount } from '../auth';
import { actingAccount, listPatients, resolvePatient } from '../patients';
import { analysePhoto } from './analyse-photo';
import { stopAnalysisThread, warmAnalysisThread } from './analysis-thread';
import { KEPT_IMAGE_TYPE } from './photo-images';
import { keptImageResponse, skinAnalysisBodySchema, skinPatientListSchema } from './route-schemas';
import { skinAnalysisNotFound, skinFormMalformed, skinFormTooManyParts } from './skin-errors';
import {
  deleteAnalysis,
  findAnalysis,
  listAnalyses,
  readImage,
  type SkinAnalysisRow,
  toResult,
} from './skin-store';

const tags = ['skin-analysis'];
const analyse = { access: 'skin.analyse' } as const;
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const photoErrors = {
  ...errors,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * An analysis the caller may see: a patient only their own (any other id is a 404, so nobody learns which ids
 * exist), staff with `patients.care` any patient's.
 */
async function visibleAnalysis(request: FastifyRequest, db: Database, id: string): Promise<SkinAnalysisRow> {
  const caller = requireAccount(request);
  const row = await findAnalysis(db, id);
  if (!row || (caller.role === 'user' && row.patientId !== caller.id)) throw skinAnalysisNotFound(id);
  await resolvePatient(request, db, row.patientId, 'skin');
  return row;
}

/**
 * AI Skin Analysis (issue 17, spec 001 section 7): a photo of a lesion measured by the ABCD rule of dermoscopy
 * into Stolz's Total Dermoscopy Score, kept with a thumbnail and an overlay for the patient's history. A patient
 * analyses their own photos; staff (`patients.care`) analyse for any patient. Photos are never served to anyone
 * else. Registered under /api.
 */
export const skinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limits: ImageLimits = {
    maxBytes: app.config.skin.maxImageBytes,
    maxPixels: app.config.skin.maxImagePixels,
  };
  app.addHook('onClose', async () => stopAnalysisThread());

  const form = createUploadFormReader({
    maxBytes: limits.maxBytes,
    malformed: skinFormMalformed,
    tooManyParts: skinFormTooManyParts,
  });

  // Its own scope, so that multipart/form-data stays a 415 on every other route.
  const photoRoutes: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: form.limits });
    const analysisRoute = (path: string, mode: SkinAnalysisType, summary: string) =>
      scope.post(
        path,
        {
          config: analyse,
          onRequest: async (request) => form.refuseOversizedUpload(request),
          preValidation: form.readForm,
          schema: {
            tags,
            summary,
            consumes: ['multipart/form-data'],
            body: skinAnalysisBodySchema,
            response: { 200: skinAnalysisResultSchema, ...photoErrors },
          },
        },
        async (request) => {
          const { image, ...fields } = request.body;
          const patient = await resolvePatient(request, db, fields.userId, 'skin');
          return analysePhoto({
            db,
            patient,
            analysedBy: actingAccount(request),
            mode,
            fields,
            image,
            limits,
          });
        },
      );
    analysisRoute(
      '/skin-analysis',
      'basic',
      "Analyse a photo of one lesion (multipart/form-data): A, B, C and D measured, Stolz's TDS, the risk level raised for evolution, the skin tone, an overlay; D from the diameter when fieldOfViewMm gives the scale",
    );
    analysisRoute(
      '/enhanced-skin-analysis',
      'enhanced',
      'The same analysis with D always from the differential structures (dots, globules, structureless areas), as Stolz defined it',
    );
  };
  await app.register(photoRoutes);

  app.get(
    '/skin-analysis/patients',
    {
      config: analyse,
      schema: {
        tags,
        summary:
          'The patients the caller may analyse photos for: themselves for a patient, every patient for staff',
        response: { 200: skinPatientListSchema, ...errors },
      },
    },
    async (request) =>
      listPatients({ db, caller: requireAccount(request), permissions: request.auth?.permissions ?? [] }),
  );

  app.get(
    '/skin-analysis/history',
    {
      config: analyse,
      schema: {
        tags,
        summary: `A patient's earlier analyses, newest first (at most ${SKIN_HISTORY_MAX}), of one body part or all`,
        querystring: skinHistoryQuerySchema,
        response: { 200: skinHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, bodyPart } = request.query;
      const patient = await resolvePatient(request, db, userId, 'skin');
      warmAnalysisThread();
      const rows = await listAnalyses(db, patient.id, bodyPart, SKIN_HISTORY_MAX);
      return { analyses: rows.map(toResult) };
    },
  );

  for (const which of ['thumbnail', 'overlay'] as const) {
    app.get(
      `/skin-analysis/:id/${which}`,
      {
        config: analyse,
        schema: {
          tags,
          summary:
            which === 'thumbnail'
              ? "The kept small copy of an analysis' photo (256 px), for its patient and staff only"
              : 'The overlay of an analysis (the found border, the axes, the colour regions), for its patient and staff only',
          params: skinAnalysisIdParamsSchema,
          response: { 200: keptImageResponse, ...errors },
        },
      },
      async (request, reply) => {
        const row = await visibleAnalysis(request, db, request.params.id);
        const bytes = await readImage(db, row.id, which);
        if (!bytes) throw skinAnalysisNotFound(row.id);
        // Private: a shared cache must never keep a patient's photo; the browser may, until the analysis changes.
        return reply.type(KEPT_IMAGE_TYPE).header('cache-control', 'private, max-age=3600').send(bytes);
      },
    );
  }

  app.delete(
    '/skin-analysis/:id',
    {
      config: analyse,
      schema: {
        tags,
        summary: 'Delete an analysis with its thumbnail and overlay',
        params: skinAnalysisIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await visibleAnalysis(request, db, request.params.id);
      if (!(await deleteAnalysis(db, row.id))) throw skinAnalysisNotFound(row.id);
      return reply.status(204).send(null);
    },
  );
};
