import { isDeepStrictEqual } from 'node:util';
import { apiErrorSchema } from '@careledger/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/databases';
import { type FuzzCase, fuzzCases, type OpenApiDocument } from '../test/fuzz-cases';
import { databaseFingerprint } from '../test/snapshot';

// Every operation of the OpenAPI document, fed bad requests derived from its own schemas (test/fuzz-cases): no
// answer is a 5xx, every refusal is a JSON `{ error, message }`, and a refused request changes nothing. A route
// added later is covered by being in the document; no case is written by hand.
//
// PGlite only: the cases exercise validation, which runs before any query, and PostgreSQL would double the
// suite's time for nothing the per-module bad-input suites do not already run on both.

const SEED = 20_261_123;
const SKIPPED = [
  // An event stream: it answers 200 and stays open, so inject would wait forever. Its only input is the URL,
  // which modules/bad-input.test.ts already checks (a body is refused).
  'GET /api/notifications/stream',
];

/** The chain is off here: a marketplace or chain call that gets past validation answers 503 or 404, by design. */
const isChainOff = (status: number, error: unknown) => status === 503 && error === 'CHAIN_UNAVAILABLE';

async function send(test: TestApp, c: FuzzCase) {
  return test.app.inject({
    method: c.method,
    url: c.url,
    ...(c.body === undefined ? {} : { payload: c.body }),
    headers: c.contentType ? { 'content-type': c.contentType } : {},
  });
}

describe('fuzz: bad requests from the OpenAPI document', () => {
  let test: TestApp | undefined;
  let document: OpenApiDocument;
  beforeAll(async () => {
    test = await startTestApp('pglite');
    document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('covers every operation the document lists', () => {
    const cases = fuzzCases(document, { seed: SEED, skip: SKIPPED });
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const withInput = new Set(cases.map((c) => c.operation));
    // An operation with neither parameters nor a body (GET /api/health) has nothing to break.
    for (const operation of operations) {
      const [method, path] = operation.split(' ') as [string, string];
      const op = document.paths[path]?.[method.toLowerCase()];
      const hasInput = method !== 'GET' || (op?.parameters?.length ?? 0) > 0;
      if (hasInput && !SKIPPED.includes(operation)) expect(withInput, operation).toContain(operation);
    }
    expect(cases.length).toBeGreaterThan(500);
    // Deterministic: the same seed gives the same cases.
    expect(fuzzCases(document, { seed: SEED, skip: SKIPPED })).toEqual(cases);
  });

  it('answers every case without a 5xx, refuses with JSON { error, message }, and a refusal changes nothing', async () => {
    if (!test) throw new Error('the test app did not start');
    const cases = fuzzCases(document, { seed: SEED, skip: SKIPPED });
    const failures: string[] = [];
    let before = await databaseFingerprint(test.db);
    for (const c of cases) {
      const res = await send(test, c);
      // The cases run as the admin: a 401 outside the sign-in routes would mean a case ended the session and
      // every case after it tested only the door.
      if (res.statusCode === 401 && !c.url.startsWith('/api/auth/')) {
        failures.push(`${c.method} ${c.url.slice(0, 120)}: 401, the admin session had ended`);
      }
      const label = `${c.method} ${c.url.slice(0, 120)} with ${c.what.slice(0, 120)} → ${res.statusCode}`;
      const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
      const body = isJson ? apiErrorSchema.safeParse(res.json()) : undefined;
      if (res.statusCode >= 500 && !(body?.success && isChainOff(res.statusCode, body.data.error))) {
        failures.push(`${label}: a server error ${res.body.slice(0, 200)}`);
      }
      if (res.statusCode >= 400 && !(body?.success && body.data.message.length > 0)) {
        failures.push(`${label}: not a JSON { error, message }: ${res.body.slice(0, 200)}`);
      }
      if (c.mustRefuse && res.statusCode < 400) failures.push(`${label}: accepted`);
      if (res.statusCode >= 400 && res.statusCode < 500) {
        const after = await databaseFingerprint(test.db);
        if (!isDeepStrictEqual(after, before)) failures.push(`${label}: refused, but the database changed`);
        before = after;
      } else {
        before = await databaseFingerprint(test.db);
      }
    }
    expect(failures).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
  }, 240_000);
});
