import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryHttpError } from '@/api/memory/memory-http-error';
import { ApiRequestError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { setUpI18n } from '@/testing/i18n';
import { DEMO_IMAGE_NEEDS_CAPTION, DEMO_NO_USER_ID, DemoMemoryError } from '../demo/demo-memory-error';
import { memoryErrorText } from './memory-error-text';
import { NoUserIdError } from './no-user-id-error';

describe('memoryErrorText', () => {
  let t: TFunction<'memory'>;
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
    t = i18n.getFixedT('en', 'memory');
  });

  it('words a non-2xx answer as the spec does, with the server’s message', () => {
    expect(memoryErrorText(new MemoryHttpError(500, 'The memory store is unavailable.'), t)).toBe(
      'HTTP error! status: 500, message: The memory store is unavailable.',
    );
  });

  it('gives only the status for a failed read-aloud', () => {
    expect(memoryErrorText(new MemoryHttpError(503, null), t)).toBe('HTTP error! status: 503');
  });

  it('says No user ID set without a patient, from the screen or the demo', () => {
    expect(memoryErrorText(new NoUserIdError(), t)).toBe('No user ID set');
    expect(memoryErrorText(new DemoMemoryError(DEMO_NO_USER_ID, 'No user ID set'), t)).toBe('No user ID set');
  });

  it('words the demo’s image without a caption in the reader’s language', () => {
    const error = new DemoMemoryError(DEMO_IMAGE_NEEDS_CAPTION, 'English from the demo');
    expect(memoryErrorText(error, t)).toBe(t('errors.captionRequired'));
  });

  it('keeps the API client’s sentence for a network failure', () => {
    expect(memoryErrorText(new ApiRequestError(0, 'NETWORK_ERROR', 'Could not reach the server.'), t)).toBe(
      'Could not reach the server.',
    );
  });

  it('shows an exception’s message, or Unknown error when it has none', () => {
    expect(memoryErrorText(new Error('The task is already completed.'), t)).toBe(
      'The task is already completed.',
    );
    expect(memoryErrorText(new Error(''), t)).toBe('Unknown error');
    expect(memoryErrorText('not an error', t)).toBe('Unknown error');
  });
});
