import { MEMORY_IMAGE_MAX_BYTES, MEMORY_IMAGE_MAX_PIXELS } from '@careledger/shared';
import { AppError, badRequest, errorText } from '../../../lib/app-error';

// The refusals of an image upload. 413 and 415 as HTTP names them; 422 (with the code VALIDATION_FAILED, the
// request was well formed but its content cannot be used) for a picture that cannot be decoded, has too many
// pixels, or shows no text when no caption says what it is; 400 for a form that is not the one the route reads.

const MEGABYTE = 1024 * 1024;

/** 413: the file is over MEMORY_IMAGE_MAX_BYTES. */
export function imageTooLarge(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    errorText('imageTooLarge', { megabytes: Math.round(MEMORY_IMAGE_MAX_BYTES / MEGABYTE) }),
  );
}

/** 415: the bytes are not a PNG, JPEG, GIF, BMP or WebP, whatever the file is called. */
export function imageTypeUnsupported(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, errorText('imageTypeUnsupported'));
}

/** 422: the header claims more than MEMORY_IMAGE_MAX_PIXELS (a decompression bomb, or a huge scan). */
export function imageTooManyPixels(width: number, height: number): AppError {
  const megapixels = Math.round(MEMORY_IMAGE_MAX_PIXELS / 1_000_000);
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

/** 422: OCR read nothing and there is no caption, so there is nothing to remember. */
export function imageNoText(): AppError {
  return new AppError('VALIDATION_FAILED', 422, errorText('imageNoText'));
}

/** 400: the body is not parseable multipart/form-data. */
export function imageFormMalformed(): AppError {
  return new AppError('BAD_REQUEST', 400, errorText('imageFormMalformed'));
}

/** 400: more than one file, or more fields or parts than the form has. */
export function imageFormTooManyParts(): AppError {
  return badRequest('imageFormTooManyParts');
}
