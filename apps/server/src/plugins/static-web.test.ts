import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/databases';
import { WEB_NOT_BUILT_MESSAGE } from './static-web';

const INDEX_HTML = '<!doctype html><html><body><div id="root">CareLedger</div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static web app', () => {
  let dist: string;
  let test: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'careledger-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    test = await startTestApp('pglite', { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a long time, other files revalidate', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown page with index.html (200) so the web app shows its own not-found screen', async () => {
    for (const url of ['/some/unknown/page', '/admin/users', '/profile?tab=activity']) {
      const res = await test.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps /api paths JSON: an unknown API route is a JSON 404, even for a browser', async () => {
    for (const headers of [html, {}]) {
      const res = await test.app.inject({ method: 'GET', url: '/api/nope', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        error: 'NOT_FOUND',
        message: 'No API route GET /api/nope.',
        messageKey: 'routeNotFound',
        params: { method: 'GET', path: '/api/nope' },
      });
    }
    const post = await test.app.inject({ method: 'POST', url: '/api/notifications/everything?x=1' });
    expect(post.json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'No API route POST /api/notifications/everything.',
    });
  });

  it('answers a missing file that is not a page with a JSON 404, not the app', async () => {
    const res = await test.app.inject({
      method: 'GET',
      url: '/assets/missing-123.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('static web app with compressed copies', () => {
  // Over a kilobyte of repetitive text, like a real bundle: the copies are much smaller.
  const page = `<!doctype html><html><body>${'<p>CareLedger ward</p>'.repeat(80)}</body></html>`;
  const script = 'export const add = (a, b) => a + b;\n'.repeat(60);
  // This one has a gzip copy only, as when Brotli did not make it smaller.
  const style = '.card { padding: 1rem; margin: 0 auto; }\n'.repeat(40);
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  let dist: string;
  let test: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'careledger-web-'));
    mkdirSync(path.join(dist, 'assets'));
    const write = (file: string, text: string, encodings: ('br' | 'gz')[]) => {
      writeFileSync(path.join(dist, file), text);
      if (encodings.includes('br')) writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
      if (encodings.includes('gz')) writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
    };
    write('index.html', page, ['br', 'gz']);
    write('assets/index-3f9a1c.js', script, ['br', 'gz']);
    write('assets/index-77aa00.css', style, ['gz']);
    test = await startTestApp('pglite', { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string | undefined, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: {
        ...html,
        ...headers,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });
  const decoded = (res: Awaited<ReturnType<typeof get>>): string => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
    expect(encoding).toBeUndefined();
    return res.body;
  };

  it('sends the encoding Accept-Encoding prefers, Brotli first, and it decodes to the file', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.2, br;q=0.8', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const res = await get('/assets/index-3f9a1c.js', acceptEncoding);
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(res.headers['content-type'], acceptEncoding).toContain('javascript');
      expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      expect(decoded(res), acceptEncoding).toBe(script);
      if (expected === 'br') expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    }
  });

  it('compresses the page itself and the history fallback, which still revalidate', async () => {
    for (const url of ['/', '/admin/users', '/inventory?tab=supplies']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(page);
    }
    const plain = await get('/admin/users', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it('falls back to gzip, then to the file itself, when the Brotli copy is missing', async () => {
    const gzip = await get('/assets/index-77aa00.css', 'br, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(style);
    const identity = await get('/assets/index-77aa00.css', 'br');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.headers['cache-control']).toBe(IMMUTABLE);
    expect(identity.body).toBe(style);
  });

  it('answers HEAD with the chosen encoding and its length, and no body', async () => {
    const res = await test.app.inject({
      method: 'HEAD',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.body).toBe('');
  });

  it('serves ranges of the representation it chose', async () => {
    const plain = await get('/assets/index-3f9a1c.js', undefined, { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${script.length}`);
    expect(plain.body).toBe(script.slice(0, 10));

    const compressed = brotliCompressSync(script);
    const br = await get('/assets/index-3f9a1c.js', 'br', { range: 'bytes=0-9' });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-9/${compressed.length}`);
    expect(br.rawPayload).toEqual(compressed.subarray(0, 10));
  });

  it('answers a revalidation of the compressed file with 304', async () => {
    const first = await get('/assets/index-3f9a1c.js', 'br');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    expect((await get('/assets/index-3f9a1c.js', undefined)).headers.etag).not.toBe(etag);
    const again = await get('/assets/index-3f9a1c.js', 'br', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('does not serve the copies at addresses of their own', async () => {
    for (const url of ['/assets/index-3f9a1c.js.br', '/assets/index-3f9a1c.js.gz']) {
      const res = await test.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('static web app without a build', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('pglite');
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers / and other pages with a plain-text 503 saying to run npm run build', async () => {
    for (const url of ['/', '/inventory']) {
      const res = await test.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toBe(WEB_NOT_BUILT_MESSAGE);
      expect(res.body).toContain('npm run build');
    }
  });

  it('still serves the API', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
