import fp from 'fastify-plugin';
import { AppError, errorText } from '../lib/app-error';
import { payloadTooLarge, toErrorResponse } from '../lib/error-response';
import { MAX_URL_LENGTH, urlTooLong } from '../lib/request-limits';

/**
 * The one place errors become HTTP answers: every 4xx and 5xx is `{ error, message }` (with `messageKey` and
 * `params` when the sentence is from the catalogue); a 5xx hides its cause
 * from the caller and logs it in full. Also sets how request bodies are read: JSON only (so a wrong content
 * type is a 415, not a confusing validation error), an empty JSON body counts as no body, and a GET with a
 * body, or a write whose route declares none, is refused.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    const { bodyLimitBytes } = app.config;
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body, isServerFault } = toErrorResponse(error, { bodyLimitBytes, request });
      if (isServerFault) request.log.error({ err: error }, 'request failed');
      else request.log.info({ error: body.error, statusCode }, body.message);
      return reply.status(statusCode).send(body);
    });

    // No parameter of the API needs a URL this long; refuse it before reading anything else.
    app.addHook('onRequest', async (request) => {
      if (request.url.length > MAX_URL_LENGTH) throw urlTooLong();
    });

    // A GET carries its parameters in the URL; a body there is a client bug, so say so instead of ignoring it.
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimitBytes) throw payloadTooLarge(bodyLimitBytes);
      if (length > 0 || request.headers['transfer-encoding']) {
        throw new AppError('BAD_REQUEST', 400, errorText('bodyNotAllowed', { method: request.method }));
      }
    });

    // A write whose route declares no body takes none: one sent is refused before anything runs, so
    // `DELETE /api/notifications` with `{"id": …}` cannot be mistaken for "delete that one" and clear them all.
    // After parsing, so malformed JSON, a wrong content type or an oversized body keep their own answers.
    app.addHook('preValidation', async (request) => {
      if (request.is404 || request.body === undefined) return;
      if (request.method === 'GET' || request.method === 'HEAD') return;
      if (request.routeOptions.schema?.body !== undefined) return;
      throw new AppError('BAD_REQUEST', 400, errorText('bodyNotAllowed', { method: request.method }));
    });

    app.removeContentTypeParser('text/plain');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: 'error-handler', dependencies: ['config'] },
);
