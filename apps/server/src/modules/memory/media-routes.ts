import { apiErrorSchema, processMemoryResponseSchema, speechRequestSchema } from '@careledger/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAccount, resolvePatient } from '../patients';
import {
  imageForm,
  processImage,
  processImageBodySchema,
  speechAudioResponse,
  stopOcr,
  stopSpeech,
  synthesiseSpeech,
} from './media';

const tags = ['memory'];
const use = { access: 'memory.use' } as const;
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const imageErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema };

/**
 * The memory companion's media routes (issue 16): POST /process-image (a picture and its caption, read by OCR
 * and remembered) and POST /text-to-speech (a reply as WAV). Registered by the memory routes; multipart bodies
 * are read only by the image route. The OCR worker and the speech thread end when the app closes.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;
  app.addHook('onClose', async () => {
    await Promise.all([stopOcr(), stopSpeech()]);
  });

  // Its own scope, so that multipart/form-data stays a 415 on every other route.
  const imageRoute: FastifyPluginAsyncZod = async (form) => {
    await form.register(multipart, { limits: imageForm.limits });
    form.post(
      '/process-image',
      {
        config: use,
        onRequest: async (request) => imageForm.refuseOversizedUpload(request),
        preValidation: imageForm.readForm,
        schema: {
          tags,
          summary:
            'Show the companion a picture (multipart/form-data: userId, caption, the file image): its text is read by OCR, then remembered and analysed with the caption like a told memory',
          consumes: ['multipart/form-data'],
          body: processImageBodySchema,
          response: { 200: processMemoryResponseSchema, ...imageErrors },
        },
      },
      async (request) => {
        const { userId, caption, image } = request.body;
        const patient = await resolvePatient(request, db, userId, 'memory');
        return processImage({ db, hub, patient, enteredBy: actingAccount(request), caption, image });
      },
    );
  };
  await app.register(imageRoute);

  app.post(
    '/text-to-speech',
    {
      config: use,
      schema: {
        tags,
        summary: 'Read a reply aloud: the text as a WAV file, spoken in English, made on the server',
        body: speechRequestSchema,
        response: { 200: speechAudioResponse, ...errors },
      },
    },
    async (request, reply) => reply.type('audio/wav').send(await synthesiseSpeech(request.body.text)),
  );
};
