import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
