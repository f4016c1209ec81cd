import { ApiRequestError, errorMessage } from '@/lib/api-client';

export interface RecommendErrorWords {
  /** "Failed to get recommendations" */
  failed: string;
  /** "Network error. Please try again." */
  network: string;
}

/**
 * Spec 001 error catalogue: the server's own sentence when it sent one, "Network error. Please try again." when
 * the server could not be reached, and "Failed to get recommendations" for any answer without a sentence.
 */
export function recommendErrorText(error: unknown, words: RecommendErrorWords): string {
  if (!(error instanceof ApiRequestError)) return words.failed;
  if (error.code === 'NETWORK_ERROR') return words.network;
  // The client's own codes: a body that was not the server's error shape, or an answer this build cannot read.
  if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE') return words.failed;
  return errorMessage(error);
}
