import { isDeepStrictEqual } from 'node:util';
import { ACCOUNT_ROLES, type AccountRole, apiErrorSchema, TOKEN_SCOPE_NAMES } from '@careledger/shared';
import { beforeAll, expect, it } from 'vitest';
import { apiTokens } from '../db/schema';
import {
  type AccessDocument,
  CALLERS,
  type Caller,
  callerName,
  type DocumentedOperation,
  documentedOperations,
  expectedAnswer,
  isRouteAccess,
  registeredRoutes,
} from '../test/access-matrix';
import { accountIdOf, signInAs } from '../test/accounts';
import { describeEachDatabase, type TestApp } from '../test/databases';
import { snapshotDatabase } from '../test/snapshot';
import { API_TOKEN_PREFIX, newSecretToken, sha256 } from './auth';

// Every route of the app × everyone who can knock (each role signed in through POST /api/auth/sign-in with the
// demo password, nobody, a revoked API token, a live token of each scope): 401 without a session (unless the
// route is public), 403 when the role or scope lacks the route's permission, and through the door otherwise.
// The routes come from the app itself (its router and the OpenAPI document's `x-access`), so a route added
// later is in the matrix without editing this file.
//
// Every request carries a JSON body of `null`, which every route refuses right after the door (a GET's body in
// onRequest, a bodyless write's before validation, any other body by its schema): "allowed" is therefore a 400,
// no handler runs, and the database is the same after all of them.

const UNDOCUMENTED = /^\/api\/docs(\/|$)/;

async function openDocument(test: TestApp): Promise<AccessDocument> {
  const res = await test.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: '' } });
  return res.json();
}

/** Without `lastUsedAt` of API tokens, which every token request moves on purpose. */
async function snapshot(test: TestApp) {
  const all = await snapshotDatabase(test.db);
  return { ...all, apiTokens: all.apiTokens.map(({ lastUsedAt: _, ...token }) => token) };
}

describeEachDatabase('access matrix: every route × every role, no session and API tokens', (get) => {
  const credentials = new Map<string, Record<string, string>>();
  let operations: DocumentedOperation[] = [];

  beforeAll(async () => {
    const test = get();
    for (const role of ACCOUNT_ROLES) {
      credentials.set(role, { cookie: await signInAs(test.app, role) });
    }
    credentials.set('no session', { cookie: '' });
    const createdBy = await accountIdOf(test.db, 'admin');
    const addToken = async (name: string, scopes: string[], revokedAt: Date | null) => {
      const secret = newSecretToken(API_TOKEN_PREFIX);
      await test.db.insert(apiTokens).values({
        name,
        scopes,
        tokenHash: sha256(secret),
        prefix: secret.slice(0, 8),
        createdBy,
        revokedAt,
      });
      return { authorization: `Bearer ${secret}` };
    };
    for (const scope of TOKEN_SCOPE_NAMES) {
      credentials.set(`token ${scope}`, await addToken(`Matrix ${scope}`, [scope], null));
    }
    credentials.set('revoked token', await addToken('Matrix revoked', [...TOKEN_SCOPE_NAMES], new Date()));
    operations = documentedOperations(await openDocument(test));
  });

  const knock = (operation: DocumentedOperation, caller: Caller) =>
    get().app.inject({
      method: operation.method as 'GET',
      url: operation.url,
      headers: { ...credentials.get(callerName(caller)), 'content-type': 'application/json' },
      payload: 'null',
    });

  it('finds every /api route of the router in the OpenAPI document, each declaring its access', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const registered = registeredRoutes(get().app)
      .filter((r) => r.path.startsWith('/api') && !UNDOCUMENTED.test(r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.filter((o) => !isRouteAccess(o.access)).map((o) => `${o.method} ${o.path}`)).toEqual(
      [],
    );
    // Every kind of access is in use, so each branch of the matrix below is exercised.
    const kinds = new Set(operations.map((o) => o.access));
    for (const kind of ['public', 'signedIn', 'inventory.view', 'rfid.scan', 'users.manage'] as const) {
      if (kind === 'users.manage' && !operations.some((o) => o.path.startsWith('/api/admin'))) continue;
      expect(kinds, kind).toContain(kind);
    }
  });

  it('answers 401, 403 or lets through exactly as the permission matrix says, and a refusal changes nothing', async () => {
    const test = get();
    const before = await snapshot(test);
    const failures: string[] = [];
    let passed = 0;
    for (const operation of operations) {
      if (!isRouteAccess(operation.access)) continue;
      for (const caller of CALLERS) {
        const res = await knock(operation, caller);
        const expected = expectedAnswer(operation.access, caller);
        const label = `${operation.method} ${operation.path} [${operation.access}] as ${callerName(caller)}`;
        const body = apiErrorSchema.safeParse(res.json());
        if (expected === 'allowed') {
          // Through the door, and stopped by the request's own refusal of the `null` body: nothing ran.
          if (res.statusCode !== 400)
            failures.push(`${label}: expected through the door, got ${res.statusCode}`);
          else passed += 1;
        } else if (res.statusCode !== expected || !body.success) {
          failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        } else {
          passed += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(passed).toBe(operations.length * CALLERS.length);
    expect(isDeepStrictEqual(await snapshot(test), before)).toBe(true);
  }, 240_000);

  it('kept every session: no request in the matrix signed anyone out', async () => {
    for (const role of ACCOUNT_ROLES) {
      const res = await get().app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: credentials.get(role),
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().account.role as AccountRole).toBe(role);
    }
  });
});
