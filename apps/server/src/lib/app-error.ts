/** Stable codes a program can act on; the message is for a person. */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_REQUEST'
  | 'INTERNAL';

/** A domain error: thrown by services, turned into `{ error, message }` by the one error handler. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', 404, message);
}
