import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAIN_INFO } from '@/testing/chain-info';
import { json, stubApi } from '@/testing/stub-api';
import { type ApiCall, makeCall } from './api-call';
import { prepareSchemas, validateAnswer } from './response-schemas';

const CHAIN = CHAIN_INFO;

describe('makeCall (a call made where its answer is checked)', () => {
  const checker = { prepare: prepareSchemas, check: validateAnswer };
  const chainCall: ApiCall = {
    method: 'GET',
    url: '/api/marketplace/chain',
    module: 'wallet',
    name: 'chainInfoSchema',
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives back the answer as its schema checks it, with the status', async () => {
    stubApi({ 'GET /api/marketplace/chain': { ...CHAIN, surprise: 'dropped' } });
    await expect(makeCall({ id: 3, call: chainCall }, checker)).resolves.toEqual({
      id: 3,
      outcome: 'answered',
      status: 200,
      value: CHAIN,
    });
  });

  it('says why an answer that fails its schema, or is not JSON, is not used', async () => {
    stubApi({ 'GET /api/marketplace/chain': { ...CHAIN, headBlock: 'twelve' } });
    const misfit = await makeCall({ id: 4, call: chainCall }, checker);
    expect(misfit).toMatchObject({ id: 4, outcome: 'invalid', status: 200 });
    expect(misfit.outcome === 'invalid' ? misfit.message : '').toContain('headBlock');
    stubApi({ 'GET /api/marketplace/chain': () => new Response('<html>proxy page</html>', { status: 200 }) });
    await expect(makeCall({ id: 5, call: chainCall }, checker)).resolves.toMatchObject({
      outcome: 'invalid',
    });
  });

  it('hands back a refusal with the server’s body (null when it is not JSON), and no connection as unreachable', async () => {
    const refusal = { error: 'CONFLICT', message: 'Already received.' };
    stubApi({ 'GET /api/marketplace/chain': () => json(refusal, 409) });
    await expect(makeCall({ id: 6, call: chainCall }, checker)).resolves.toEqual({
      id: 6,
      outcome: 'refused',
      status: 409,
      body: refusal,
    });
    stubApi({ 'GET /api/marketplace/chain': () => new Response('Bad gateway', { status: 502 }) });
    await expect(makeCall({ id: 7, call: chainCall }, checker)).resolves.toEqual({
      id: 7,
      outcome: 'refused',
      status: 502,
      body: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(makeCall({ id: 8, call: chainCall }, checker)).resolves.toEqual({
      id: 8,
      outcome: 'unreachable',
    });
  });

  it('sends a JSON body as JSON, and reads no answer it has no schema for', async () => {
    const fetch = stubApi({
      'POST /api/inventory/alerts/check': () => new Response('not read', { status: 200 }),
    });
    const reply = await makeCall(
      { id: 9, call: { method: 'POST', url: '/api/inventory/alerts/check', body: '{"all":true}' } },
      checker,
    );
    expect(reply).toEqual({ id: 9, outcome: 'answered', status: 200, value: undefined });
    expect(fetch).toHaveBeenCalledWith('/api/inventory/alerts/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"all":true}',
    });
  });
});
