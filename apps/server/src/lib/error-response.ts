import type { ApiError, ErrorText } from '@careledger/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorText } from './app-error';
import { describeValidationIssues } from './describe-validation';
import { renderErrorText } from './messages';
import { MAX_PARAM_LENGTH } from './request-limits';

export interface ErrorResponse {
  statusCode: number;
  body: ApiError & Record<string, unknown>;
  /** True when the cause is ours (a bug or an outage), to be logged in full and hidden from the caller. */
  isServerFault: boolean;
}

/** The body of an error whose sentence comes from the catalogue: English, plus the key and params to word it. */
function textBody(error: string, text: ErrorText): ApiError {
  return { error, message: renderErrorText(text), messageKey: text.key, params: text.params };
}

/** A catalogue sentence, or English only (zod validation and framework messages, which have no key). */
const clientError = (statusCode: number, error: string, message: ErrorText | string): ErrorResponse => ({
  statusCode,
  body: typeof message === 'string' ? { error, message } : textBody(error, message),
  isServerFault: false,
});

export function payloadTooLarge(bodyLimitBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 413, errorText('payloadTooLarge', { limit: bodyLimitBytes }));
}

/** Maps anything a request can throw to the one error shape, `{ error, message, messageKey?, params? }`. */
export interface ErrorContext {
  bodyLimitBytes: number;
  /** The parts of the request as sent, to tell a missing field from a wrong one. */
  request?: { body?: unknown; params?: unknown; query?: unknown; headers?: unknown };
}

export function toErrorResponse(error: unknown, { bodyLimitBytes, request }: ErrorContext): ErrorResponse {
  if (error instanceof AppError) {
    const response = clientError(error.statusCode, error.code, error.text);
    return { ...response, body: { ...error.details, ...response.body } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const input = context === 'querystring' ? request?.query : request?.[context as 'body'];
    return clientError(400, 'VALIDATION_FAILED', describeValidationIssues(context, error.validation, input));
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return clientError(400, 'MALFORMED_JSON', errorText('malformedJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const tooLarge = payloadTooLarge(bodyLimitBytes);
      return clientError(tooLarge.statusCode, tooLarge.code, tooLarge.text);
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return clientError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('unsupportedMediaType'));
    // The router's own refusals: their default messages repeat the whole path back, so ours do not.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return clientError(414, 'URI_TOO_LONG', errorText('pathParamTooLong', { limit: MAX_PARAM_LENGTH }));
    case 'FST_ERR_BAD_URL':
      return clientError(400, 'BAD_REQUEST', errorText('badUrl'));
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return clientError(400, 'BAD_REQUEST', errorText('contentLengthMismatch'));
  }
  const statusCode = fastifyError.statusCode;
  if (!isResponseSerializationError(error) && statusCode && statusCode >= 400 && statusCode < 500) {
    return clientError(
      statusCode,
      statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      fastifyError.message ?? '',
    );
  }
  return {
    statusCode: 500,
    body: textBody('INTERNAL', errorText('internal')),
    isServerFault: true,
  };
}

/** Fastify's `frameworkErrors`: the router's refusals (a path parameter too long, a URL that cannot be decoded). */
export function answerFrameworkError(bodyLimitBytes: number) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body } = toErrorResponse(error, { bodyLimitBytes });
    return reply.status(statusCode).send(body);
  };
}
