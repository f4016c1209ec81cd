import { ApiRequestError, errorMessage } from '@/lib/api-client';

export type AnalysisErrorWords = Record<'failed' | 'network', string>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec section 8: the server's sentence when it sent one (in the reader's language when it named a catalogue
 * key), "Network error. Please try again." when it could not be reached, otherwise "Analysis failed". Null for
 * an analysis the person cancelled.
 */
export function analysisErrorText(error: unknown, words: AnalysisErrorWords): string | null {
  if (error === null || error === undefined || isAbort(error)) return null;
  if (!(error instanceof ApiRequestError)) return words.failed;
  if (error.code === 'NETWORK_ERROR') return words.network;
  if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE') return words.failed;
  return errorMessage(error) || words.failed;
}
