import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { setUpI18n } from '@/testing/i18n';
import { recommendErrorText } from './recommend-error-text';

const words = { failed: 'Failed to get recommendations', network: 'Network error. Please try again.' };

describe('recommendErrorText', () => {
  beforeAll(setUpI18n);

  it('gives the server’s sentence when it sent one', () => {
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', 'Describe the symptoms: the text is empty.');
    expect(recommendErrorText(error, words)).toBe('Describe the symptoms: the text is empty.');
  });

  it('says Network error when the server could not be reached', () => {
    expect(recommendErrorText(new ApiRequestError(0, 'NETWORK_ERROR', 'offline'), words)).toBe(words.network);
  });

  it.each([
    ['an answer without the error shape', new ApiRequestError(502, 'HTTP_ERROR', 'Something went wrong.')],
    ['an answer this build cannot read', new ApiRequestError(200, 'INVALID_RESPONSE', 'Unreadable.')],
    ['anything else thrown', new Error('boom')],
  ])('says Failed to get recommendations for %s', (_case, error) => {
    expect(recommendErrorText(error, words)).toBe(words.failed);
  });
});
