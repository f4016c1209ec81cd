import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { setUpI18n } from '@/testing/i18n';
import { analysisErrorText } from './analysis-error-text';

const words = { failed: 'Analysis failed', network: 'Network error. Please try again.' };

describe('analysisErrorText', () => {
  beforeAll(setUpI18n);

  it('shows the server’s sentence', () => {
    const error = new ApiRequestError(422, 'LESION_NOT_FOUND', 'No lesion stands out from the skin.');
    expect(analysisErrorText(error, words)).toBe('No lesion stands out from the skin.');
  });

  it('says Network error when the server could not be reached', () => {
    expect(analysisErrorText(new ApiRequestError(0, 'NETWORK_ERROR', 'Could not reach'), words)).toBe(
      words.network,
    );
  });

  it.each([
    new ApiRequestError(502, 'HTTP_ERROR', 'Something went wrong.'),
    new ApiRequestError(200, 'INVALID_RESPONSE', 'Odd answer.'),
    new TypeError('boom'),
  ])('says Analysis failed for an answer without a sentence (%o)', (error) => {
    expect(analysisErrorText(error, words)).toBe(words.failed);
  });

  it('says nothing for no error or a cancelled analysis', () => {
    expect(analysisErrorText(null, words)).toBeNull();
    expect(analysisErrorText(new DOMException('cancelled', 'AbortError'), words)).toBeNull();
  });
});
