import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { sessionFor } from '@/testing/session';
import { json, stubApi } from '@/testing/stub-api';
import { ApiRequestError, api, errorMessage } from './api-client';
import { responseSchema } from './response-validation';

const schema = responseSchema('session', 'sessionSchema');

async function failure(body: object, status = 409): Promise<unknown> {
  stubApi({ 'GET /api/thing': () => json(body, status) });
  return api.get('/thing', schema).catch((error: unknown) => error);
}

describe('errorMessage', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.changeLanguage('de');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await setUpI18n();
  });

  it('words a server error from its messageKey and params in the reader’s language (German)', async () => {
    const error = await failure({
      error: 'CONFLICT',
      message: 'Amoxicillin 500 mg capsules is archived and can no longer be edited.',
      messageKey: 'itemArchivedNoEdit',
      params: { name: 'Amoxicillin 500 mg capsules' },
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', messageKey: 'itemArchivedNoEdit' });
    expect(errorMessage(error)).toBe(
      'Amoxicillin 500 mg capsules ist archiviert und kann nicht mehr bearbeitet werden.',
    );
  });

  it('words a nested status term and a variant', async () => {
    const error = await failure({
      error: 'ILLEGAL_TRANSITION',
      message: 'A received order cannot be cancelled.',
      messageKey: 'purchaseOrderTransition',
      params: { status: 'received', context: 'cancel' },
    });
    expect(errorMessage(error)).toBe(
      'Eine Bestellung mit dem Status „Empfangen“ kann nicht storniert werden.',
    );
  });

  it('shows the server’s English when there is no key (validation) or a key this build does not know', async () => {
    const validation = await failure({ error: 'VALIDATION_FAILED', message: 'name: is required.' }, 400);
    expect(errorMessage(validation)).toBe('name: is required.');
    const unknown = await failure({
      error: 'CONFLICT',
      message: 'Something new.',
      messageKey: 'somethingNew',
    });
    expect(errorMessage(unknown)).toBe('Something new.');
  });
});

describe('calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a JSON body as JSON and gives back the checked answer', async () => {
    const session = sessionFor('staff');
    const fetch = stubApi({ 'POST /api/thing': session });
    await expect(api.post('/thing', schema, { quantity: 3 })).resolves.toEqual(session);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ quantity: 3 });
  });

  it('ends in NETWORK_ERROR when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/thing', schema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
