import { AppError, errorText } from '../app-error';

// The refusals of an image upload, whatever the route. 413 and 415 as HTTP names them; 422 (with the code
// VALIDATION_FAILED: the request was well formed but its content cannot be used) for a picture that cannot be
// decoded or has too many pixels. The limits are the route's own, passed in.

const MEGABYTE = 1024 * 1024;

/** 413: the file is over the route's byte limit. */
export function imageTooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    errorText('imageTooLarge', { megabytes: Math.round(maxBytes / MEGABYTE) }),
  );
}

/** 415: the bytes are not a PNG, JPEG, GIF, BMP or WebP, whatever the file is called. */
export function imageTypeUnsupported(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, errorText('imageTypeUnsupported'));
}

/** 422: the header claims more than the route's pixel limit (a decompression bomb, or a huge scan). */
export function imageTooManyPixels(width: number, height: number, maxPixels: number): AppError {
  const megapixels = Math.round(maxPixels / 1_000_000);
  return new AppError(
    'VALIDATION_FAILED',
    422,
    errorText('imageTooManyPixels', { width, height, megapixels }),
  );
}

/** 422: a known format whose header or pixels cannot be decoded (truncated, damaged, unsupported variant). */
export function imageUnreadable(): AppError {
  return new AppError('VALIDATION_FAILED', 422, errorText('imageUnreadable'));
}
