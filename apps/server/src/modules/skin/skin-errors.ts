import type { LesionNotFoundReason } from '@careledger/shared';
import { AppError, badRequest, errorText, notFound } from '../../lib/app-error';

// Skin analysis' own refusals; the size, type and pixel refusals of the photo are lib/image-upload's.

const NOT_FOUND_KEYS = {
  low_contrast: 'lesionNotFoundLowContrast',
  too_small: 'lesionNotFoundTooSmall',
  covers_image: 'lesionNotFoundCoversImage',
  touches_border: 'lesionNotFoundTouchesBorder',
} as const satisfies Record<LesionNotFoundReason, string>;

/**
 * 422: the photo was read but no lesion could be measured in it; says why and what to do, and names the reason
 * (`reason`) so a screen can tell the cases apart. Nothing is stored.
 */
export function lesionNotFound(reason: LesionNotFoundReason): AppError {
  return new AppError('VALIDATION_FAILED', 422, errorText(NOT_FOUND_KEYS[reason]), { reason });
}

/** 400: the body is not parseable multipart/form-data. */
export function skinFormMalformed(): AppError {
  return new AppError('BAD_REQUEST', 400, errorText('skinFormMalformed'));
}

/** 400: more than one file, or more fields or parts than the form has. */
export function skinFormTooManyParts(): AppError {
  return badRequest('skinFormTooManyParts');
}

/** 404: no analysis has this id (or it is not one the caller may see, which is not said). */
export function skinAnalysisNotFound(id: string): AppError {
  return notFound('skinAnalysisNotFound', { id });
}
