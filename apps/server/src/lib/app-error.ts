import type { ErrorKey, ErrorParams, ErrorText } from '@careledger/shared';
import { renderErrorText } from './messages';

/** Stable codes a program can act on; the message is for a person. */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'THROTTLED'
  | 'CHAIN_UNAVAILABLE'
  | 'CONFLICT'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_REQUEST'
  | 'INSUFFICIENT_STOCK'
  | 'ILLEGAL_TRANSITION'
  | 'CSV_INVALID'
  | 'UNKNOWN_HOST'
  | 'CROSS_SITE_REQUEST'
  | 'PREDICTION_FAILED'
  | 'INTERNAL';

/** The params of an error key as a rest argument: nothing for a key whose sentence has none. */
export type ErrorParamsArg<K extends ErrorKey> =
  ErrorParams[K] extends Record<string, never> ? [] : [params: ErrorParams[K]];

/** An error sentence from the catalogue (`errors.<key>` in messages.json), checked against the key's params. */
export function errorText<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): ErrorText {
  return { key, params: params[0] ?? {} } as ErrorText;
}

/**
 * A domain error: thrown by services, turned into `{ error, message, messageKey, params }` by the one error
 * handler. It carries the sentence as a catalogue key and params; `message` is its English rendering.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    readonly statusCode: number,
    readonly text: ErrorText,
    /** Extra fields of the error body, e.g. the bad rows of a CSV import. */
    readonly details?: Record<string, unknown>,
  ) {
    super(renderErrorText(text));
  }
}

export function notFound<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): AppError {
  return new AppError('NOT_FOUND', 404, errorText(key, ...params));
}

export function conflict<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): AppError {
  return new AppError('CONFLICT', 409, errorText(key, ...params));
}

export function badRequest<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): AppError {
  return new AppError('VALIDATION_FAILED', 400, errorText(key, ...params));
}

/** 401: no session (or API token), or one that has ended. */
export function unauthenticated<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): AppError {
  return new AppError('UNAUTHENTICATED', 401, errorText(key, ...params));
}

export function forbidden<K extends ErrorKey>(key: K, ...params: ErrorParamsArg<K>): AppError {
  return new AppError('FORBIDDEN', 403, errorText(key, ...params));
}
