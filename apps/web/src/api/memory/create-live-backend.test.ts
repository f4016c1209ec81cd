import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { setUpI18n } from '@/testing/i18n';
import { json, stubApi } from '@/testing/stub-api';
import { createLiveBackend } from './create-live-backend';
import { MemoryHttpError } from './memory-http-error';

const USER = '00000000-0000-4000-8000-0000000000aa';
const refuse = (status: number, message: string) => () => json({ error: 'REFUSED', message }, status);

describe('createLiveBackend', () => {
  beforeAll(setUpI18n);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is connected when GET /api/memory answers, and disconnected when it does not', async () => {
    const backend = createLiveBackend();
    expect(backend.mode).toBe('live');
    stubApi({ 'GET /api/memory': { status: 'ok', service: 'memory', ocrReady: true } });
    await expect(backend.checkStatus()).resolves.toBeUndefined();
    stubApi({ 'GET /api/memory': refuse(503, 'The memory service is starting.') });
    await expect(backend.checkStatus()).rejects.toBeInstanceOf(MemoryHttpError);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(backend.checkStatus()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('words a non-2xx answer as "HTTP error! status: {code}, message: {body}"', async () => {
    stubApi({ 'POST /api/memory/process-text': refuse(500, 'The memory store is unavailable.') });
    const failure = await createLiveBackend()
      .processText(USER, 'Tea with Joan')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MemoryHttpError);
    expect(failure).toMatchObject({
      status: 500,
      body: 'The memory store is unavailable.',
      message: 'HTTP error! status: 500, message: The memory store is unavailable.',
    });
  });

  it('reports only the status when reading aloud fails (spec 001 section 8)', async () => {
    stubApi({ 'POST /api/memory/text-to-speech': refuse(503, 'The voice is not ready.') });
    await expect(createLiveBackend().speak('Hello')).rejects.toMatchObject({
      status: 503,
      body: null,
      message: 'HTTP error! status: 503',
    });
  });

  it('keeps the client’s own sentence for an answer it cannot read', async () => {
    stubApi({ [`GET /api/memory/tasks/${USER}`]: { tasks: 'not a list' } });
    // The client logs what it could not read, for developers.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await createLiveBackend()
      .tasks(USER)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('calls each endpoint with the patient’s id', async () => {
    const fetch = stubApi({
      [`GET /api/memory/memory-report/${USER}`]: {
        days: 7,
        totalInteractions: 0,
        averageImportance: 0,
        sentimentDistribution: {},
        memoryTrends: [],
        highUrgencyCount: 0,
      },
    });
    await createLiveBackend().report(USER, 7);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/memory/memory-report/${USER}?days=7`);
  });
});
