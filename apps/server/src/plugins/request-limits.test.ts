import { apiErrorSchema } from '@careledger/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/databases';

// Requests too big to route: a path parameter over the router's limit, a URL over MAX_URL_LENGTH, headers over
// Node's limit. Each answers the API's `{ error, message }`, without repeating the URL back.

const LONG_ID = '1'.repeat(200);

describe('requests over the size limits', () => {
  let current: TestApp | undefined;
  let base = '';
  beforeAll(async () => {
    current = await startTestApp('pglite');
    await current.app.listen({ port: 0, host: '127.0.0.1' });
    const address = current.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await current?.close();
  });

  const expectError = async (res: Response, status: number, error: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(text.length).toBeLessThan(400);
    const body = apiErrorSchema.strict().parse(JSON.parse(text));
    expect(body.error).toBe(error);
    expect(body.message).not.toContain('aaaa');
    expect(body.message).not.toContain('1111');
    return body;
  };

  it('answers 414 JSON to a path parameter over 100 characters', async () => {
    const body = await expectError(
      await fetch(`${base}/api/inventory/items/${LONG_ID}`),
      414,
      'URI_TOO_LONG',
    );
    expect(body).toMatchObject({ messageKey: 'pathParamTooLong', params: { limit: 100 } });
  });

  it('answers 414 JSON to a URL over 8 KB', async () => {
    const body = await expectError(
      await fetch(`${base}/api/health?x=${'a'.repeat(9000)}`),
      414,
      'URI_TOO_LONG',
    );
    expect(body).toMatchObject({ messageKey: 'urlTooLong', params: { limit: 8192 } });
  });

  it('answers 414 JSON to a URL longer than Node lets headers be', async () => {
    await expectError(await fetch(`${base}/api/health?x=${'a'.repeat(20_000)}`), 414, 'URI_TOO_LONG');
  });

  it('answers 431 JSON to headers over the limit', async () => {
    const res = await fetch(`${base}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    const body = await expectError(res, 431, 'HEADERS_TOO_LARGE');
    expect(body.messageKey).toBe('headersTooLarge');
  });

  it('still answers a request of ordinary size', async () => {
    expect((await fetch(`${base}/api/health?x=${'a'.repeat(1000)}`)).status).toBe(200);
  });
});
