import {
  DEMO_ACCOUNT_EMAILS,
  DEMO_PASSWORD,
  SESSION_COOKIE,
  SIGN_IN_FREE_FAILURES,
  sessionSchema,
} from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, loginAttempts, settings } from '../../db/schema';
import { accountIdOf, signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { endSessionByPublicId, forgetAccountSessions, readSession } from './sessions';
import { delaySecondsAfter } from './throttle';
import { newRecoveryCodes, newTotpSecret, totpCode } from './totp';

const anonymous = { cookie: '' };

describeEachDatabase('sign-in, sessions and sign-out', (get) => {
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    get().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...anonymous, 'user-agent': 'Ward tablet', ...headers },
      payload: { email, password },
    });

  it('a right password opens a session in an httpOnly, SameSite cookie, and a new id each time', async () => {
    const first = await signIn(DEMO_ACCOUNT_EMAILS.manager.toUpperCase(), DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.status).toBe('signedIn');
    expect(sessionSchema.parse(body.session).account).toMatchObject({ role: 'manager', name: 'Priya Shah' });
    const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A cookie brought to sign-in is never kept (no session fixation).
    const again = await signIn(DEMO_ACCOUNT_EMAILS.manager, DEMO_PASSWORD, {
      cookie: `${SESSION_COOKIE}=${cookie?.value}`,
    });
    const second = again.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(second?.value).not.toBe(cookie?.value);

    const session = await get().app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${SESSION_COOKIE}=${second?.value}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().permissions).toContain('inventory.manage');
  });

  it('a wrong password and an unknown email answer the same 401 sentence, and both are recorded', async () => {
    const wrong = await signIn(DEMO_ACCOUNT_EMAILS.staff, 'not the password at all');
    const unknown = await signIn('nobody@careledger.example.org', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'UNAUTHENTICATED', messageKey: 'signInFailed' });
    const recorded = await get()
      .db.select({
        email: loginAttempts.email,
        outcome: loginAttempts.outcome,
        userAgent: loginAttempts.userAgent,
      })
      .from(loginAttempts)
      .where(sql`${loginAttempts.email} in (${DEMO_ACCOUNT_EMAILS.staff}, 'nobody@careledger.example.org')`);
    expect(recorded).toEqual(
      expect.arrayContaining([
        { email: DEMO_ACCOUNT_EMAILS.staff, outcome: 'failed', userAgent: 'Ward tablet' },
        { email: 'nobody@careledger.example.org', outcome: 'failed', userAgent: 'Ward tablet' },
      ]),
    );
  });

  it(`after ${SIGN_IN_FREE_FAILURES} failures an account waits, growing, even with the right password`, async () => {
    const email = DEMO_ACCOUNT_EMAILS.supplier;
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      expect((await signIn(email, `wrong ${i}`)).statusCode).toBe(401);
    const lastFailureAt = Date.now();
    const throttled = await signIn(email, DEMO_PASSWORD);
    const elapsedSeconds = Math.ceil((Date.now() - lastFailureAt) / 1000);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ error: 'THROTTLED', messageKey: 'signInThrottled' });
    // 30 s after the fifth failure, less what has passed since (a loaded machine takes seconds per hash).
    const { count } = throttled.json().params as { count: number };
    expect(count).toBeLessThanOrEqual(30);
    expect(count).toBeGreaterThanOrEqual(30 - elapsedSeconds);
    expect(delaySecondsAfter(SIGN_IN_FREE_FAILURES + 1)).toBe(60);
    expect(delaySecondsAfter(SIGN_IN_FREE_FAILURES + 20)).toBe(15 * 60);
    // Another account from the same address is not held back by this one's failures.
    expect((await signIn(DEMO_ACCOUNT_EMAILS.staff, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a disabled account is refused with a sentence after a right password only', async () => {
    const { db } = get();
    const id = await accountIdOf(db, 'user');
    await db.update(accounts).set({ disabled: true }).where(eq(accounts.id, id));
    try {
      expect((await signIn(DEMO_ACCOUNT_EMAILS.user, 'wrong password here')).json().messageKey).toBe(
        'signInFailed',
      );
      const refused = await signIn(DEMO_ACCOUNT_EMAILS.user, DEMO_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageKey).toBe('accountDisabled');
    } finally {
      await db.update(accounts).set({ disabled: false }).where(eq(accounts.id, id));
    }
  });

  it('with 2FA on, the password opens only a code step; a TOTP or a recovery code (once) completes it', async () => {
    const { app, db } = get();
    const id = await accountIdOf(db, 'staff');
    const secret = newTotpSecret();
    const { codes, hashes } = newRecoveryCodes(2);
    await db
      .update(accounts)
      .set({ totpSecret: secret, totpEnabledAt: new Date(), recoveryCodes: hashes })
      .where(eq(accounts.id, id));
    try {
      const step = async () => {
        const res = await signIn(DEMO_ACCOUNT_EMAILS.staff, DEMO_PASSWORD);
        expect(res.json()).toEqual({ status: 'codeRequired' });
        return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
      };
      const code = (cookie: string, value: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/code',
          headers: { cookie },
          payload: { code: value },
        });

      const pending = await step();
      // Half signed in is not signed in.
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: pending } }))
          .statusCode,
      ).toBe(401);
      const wrong = await code(pending, totpCode(secret, new Date(Date.now() - 10 * 60_000)));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().messageKey).toBe('signInCodeFailed');
      const right = await code(pending, totpCode(secret));
      expect(right.statusCode).toBe(200);
      expect(right.json().session.account).toMatchObject({ role: 'staff', twoFactor: true });

      const recovery = codes[0] ?? '';
      expect((await code(await step(), recovery.toUpperCase())).statusCode).toBe(200);
      const reused = await code(await step(), recovery);
      expect(reused.statusCode).toBe(401);
    } finally {
      await db
        .update(accounts)
        .set({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] })
        .where(eq(accounts.id, id));
    }
  });

  it('Sign Out ends the session: its cookie opens nothing afterwards', async () => {
    const { app } = get();
    const cookie = await signInAs(app, 'manager');
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/inventory/summary', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a session ends at its absolute lifetime, and after 30 idle minutes only when Auto Logout is on', async () => {
    const { app, db } = get();
    const cookie = await signInAs(app, 'manager');
    const token = cookie.split('=')[1] ?? '';
    const manager = await accountIdOf(db, 'manager');
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
    // Without Auto Logout, 45 idle minutes are nothing (the read moves last-seen on to then).
    expect(await readSession({ db, token, now: inMinutes(45) })).not.toBeNull();
    await db
      .update(settings)
      .set({ values: sql`${settings.values} || '{"autoLogout": true}'::jsonb` })
      .where(eq(settings.accountId, manager));
    expect((await readSession({ db, token, now: inMinutes(45 + 25) }))?.idleTimeoutMinutes).toBe(30);
    expect(await readSession({ db, token, now: inMinutes(45 + 25 + 31) })).toBeNull();
    const other = (await signInAs(app, 'staff')).split('=')[1] ?? '';
    expect(await readSession({ db, token: other, now: inMinutes(12 * 60 + 1) })).toBeNull();
  });

  it('a session read a moment ago is not trusted past its revocation or a role change on this server', async () => {
    const { app, db } = get();
    const cookie = await signInAs(app, 'staff');
    const token = cookie.split('=')[1] ?? '';
    const first = await readSession({ db, token });
    expect(first?.account.role).toBe('staff');
    const staff = await accountIdOf(db, 'staff');
    await db.update(accounts).set({ role: 'manager' }).where(eq(accounts.id, staff));
    forgetAccountSessions(staff);
    expect((await readSession({ db, token }))?.permissions).toContain('inventory.manage');
    await db.update(accounts).set({ role: 'staff' }).where(eq(accounts.id, staff));
    forgetAccountSessions(staff);
    expect(await endSessionByPublicId({ db, publicId: first?.publicId ?? '', accountId: staff })).toBe(true);
    expect(await readSession({ db, token })).toBeNull();
    const res = await app.inject({ method: 'GET', url: '/api/inventory/summary', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('every write is in the append-only audit log with who, what and from where; refused ones too', async () => {
    const { app, db } = get();
    await app.inject({ method: 'POST', url: '/api/inventory/alerts/check', headers: { 'user-agent': 'x' } });
    await app.inject({ method: 'POST', url: '/api/inventory/alerts/check', headers: anonymous });
    const entries = await db.select().from(auditLog).where(eq(auditLog.route, '/api/inventory/alerts/check'));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorKind: 'account',
          actorName: 'Alex Morgan',
          method: 'POST',
          status: 200,
          address: '127.0.0.1',
        }),
        expect.objectContaining({ actorKind: 'anonymous', actorId: null, status: 401 }),
      ]),
    );
    await expect(db.execute(sql`update audit_log set status = 200`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.route, '/api/inventory/alerts/check'))).length,
    ).toBe(entries.length);
  });

  it('an unknown or malformed API token is a 401, whatever the route', async () => {
    const res = await get().app.inject({
      method: 'GET',
      url: '/api/marketplace/products',
      headers: { authorization: 'Bearer clt_not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().messageKey).toBe('apiTokenInvalid');
  });
});

describe('isLoopbackHost', () => {
  it('knows the addresses only this machine reaches', async () => {
    const { isLoopbackHost } = await import('./demo-accounts');
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '192.168.1.10', '::', 'careledger.example.org'].some(isLoopbackHost)).toBe(false);
  });
});
