/** Stable codes a program can act on; the message is for a person. */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'CHAIN_UNAVAILABLE'
  | 'CONFLICT'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_REQUEST'
  | 'INSUFFICIENT_STOCK'
  | 'ILLEGAL_TRANSITION'
  | 'CSV_INVALID'
  | 'INTERNAL';

/** A domain error: thrown by services, turned into `{ error, message }` by the one error handler. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    readonly statusCode: number,
    message: string,
    /** Extra fields of the error body, e.g. the bad rows of a CSV import. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', 404, message);
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', 409, message);
}

export function badRequest(message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, message);
}

export function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', 403, message);
}
