import { MemoryHttpError } from '@/api/memory/memory-http-error';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { DEMO_IMAGE_NEEDS_CAPTION, DEMO_NO_USER_ID, DemoMemoryError } from '../demo/demo-memory-error';
import { NoUserIdError } from './no-user-id-error';

const isNoUserId = (error: unknown) =>
  error instanceof NoUserIdError || (error instanceof DemoMemoryError && error.code === DEMO_NO_USER_ID);

/**
 * Spec 001 section 8, in the reader's language: "HTTP error! status: {code}, message: {body}" for a non-2xx
 * answer (only the status for read-aloud), "No user ID set", else the exception's message, else "Unknown error".
 */
export function memoryErrorText(error: unknown, t: TFunction<'memory'>): string {
  if (isNoUserId(error)) return t('errors.noUserId');
  if (error instanceof DemoMemoryError && error.code === DEMO_IMAGE_NEEDS_CAPTION) {
    return t('errors.captionRequired');
  }
  if (error instanceof MemoryHttpError) {
    return error.body === null
      ? t('errors.httpStatus', { status: error.status })
      : t('errors.http', { status: error.status, message: error.body });
  }
  // A network failure or an unreadable answer: the API client's own sentence, already in the reader's language.
  if (error instanceof ApiRequestError) return errorMessage(error);
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('errors.unknown');
}
