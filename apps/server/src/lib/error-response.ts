import type { ApiError } from '@careledger/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { describeValidationIssues } from './describe-validation';

export interface ErrorResponse {
  statusCode: number;
  body: ApiError & Record<string, unknown>;
  /** True when the cause is ours (a bug or an outage), to be logged in full and hidden from the caller. */
  isServerFault: boolean;
}

export const INTERNAL_ERROR_MESSAGE =
  'Something went wrong on our side. Try again; if it keeps happening, check the server log.';

const clientError = (statusCode: number, error: string, message: string): ErrorResponse => ({
  statusCode,
  body: { error, message },
  isServerFault: false,
});

export function payloadTooLarge(bodyLimitBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `The request body is larger than the limit of ${bodyLimitBytes} bytes. Send less data.`,
  );
}

/** Maps anything a request can throw to the one error shape, `{ error, message }`. */
export interface ErrorContext {
  bodyLimitBytes: number;
  /** The parts of the request as sent, to tell a missing field from a wrong one. */
  request?: { body?: unknown; params?: unknown; query?: unknown; headers?: unknown };
}

export function toErrorResponse(error: unknown, { bodyLimitBytes, request }: ErrorContext): ErrorResponse {
  if (error instanceof AppError) {
    const response = clientError(error.statusCode, error.code, error.message);
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
      return clientError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const tooLarge = payloadTooLarge(bodyLimitBytes);
      return clientError(tooLarge.statusCode, tooLarge.code, tooLarge.message);
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return clientError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request body as JSON, with the header Content-Type: application/json.',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return clientError(400, 'BAD_REQUEST', 'The Content-Length header does not match the body sent.');
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
    body: { error: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE },
    isServerFault: true,
  };
}
