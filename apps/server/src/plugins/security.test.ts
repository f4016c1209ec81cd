import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedHostnames, hostnameOf } from '../lib/allowed-hosts';
import { describeEachDatabase } from '../test/databases';
import { snapshotDatabase } from '../test/snapshot';

const RESET = { method: 'POST', url: '/api/settings/reset' } as const;

describeEachDatabase('the doors: hosts, cross-site writes and security headers', (get) => {
  it('refuses a Host this server does not serve (DNS rebinding) with a JSON 421', async () => {
    const res = await get().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_HOST' });
    expect(res.json().message).toMatch(/address/i);
  });

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])(
    'serves the loopback name %s',
    async (host) => {
      const res = await get().app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each([
    ['an Origin of another site', { origin: 'http://evil.example' }],
    ['an Origin on another port of this host', { origin: 'http://localhost:8080' }],
    ['the opaque Origin of a sandboxed or file: page', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a write with %s and changes nothing', async (_what, headers) => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    for (const contentType of [undefined, 'text/plain', 'application/json']) {
      const res = await app.inject({
        ...RESET,
        headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(contentType === 'application/json' ? { payload: '{}' } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    }
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('lets the app itself and programs without Origin write', async () => {
    const { app } = get();
    const ownPage = await app.inject({
      ...RESET,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.statusCode).toBe(200);
    const program = await app.inject(RESET);
    expect(program.statusCode).toBe(200);
  });

  it('a cross-site page may still read nothing: reads are not refused, but CORS stays closed', async () => {
    const res = await get().app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['/api/health', '/api/no-such-route', '/'])('puts the security headers on %s', async (url) => {
    const res = await get().app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describeEachDatabase(
  'the doors behind a public address',
  (get) => {
    it('serves the PUBLIC_URL host, accepts its pages as the origin, and sends HSTS over https', async () => {
      const headers = { host: 'care.example.org', origin: 'https://care.example.org' };
      const res = await get().app.inject({ ...RESET, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  },
  { config: { publicUrl: 'https://care.example.org' } },
);

describe('allowedHostnames', () => {
  it('is loopback and the listening address, plus the PUBLIC_URL host', () => {
    expect([...allowedHostnames({ host: '127.0.0.1' })].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(allowedHostnames({ host: '10.0.0.5', publicUrl: 'https://Care.Example.org' })).toEqual(
      new Set(['localhost', '127.0.0.1', '[::1]', '10.0.0.5', 'care.example.org']),
    );
    expect(allowedHostnames({ host: '::1' }).has('[::1]')).toBe(true);
  });

  it("on every interface (0.0.0.0) adds this machine's name, not any name", () => {
    const names = allowedHostnames({ host: '0.0.0.0' });
    expect(names.has(hostname().toLowerCase())).toBe(true);
    expect(names.has('0.0.0.0')).toBe(false);
    expect(names.has('evil.example')).toBe(false);
  });

  it('reads the hostname of a Host header', () => {
    expect(hostnameOf('Example.org:3000')).toBe('example.org');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBeUndefined();
    expect(hostnameOf('bad host')).toBeUndefined();
  });
});
