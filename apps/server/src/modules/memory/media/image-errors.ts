import { AppError, badRequest, errorText } from '../../../lib/app-error';

// The memory companion's own refusals of a picture; the size, type and pixel refusals every upload shares are
// in lib/image-upload. 422 for a picture that shows no text when no caption says what it is; 400 for a form
// that is not the one the route reads.

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
