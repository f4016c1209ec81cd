import { DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, profileActivity } from '../../db/schema';
import { accountIdOf, signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { totpCode } from '../auth';

describeEachDatabase('the signed-in account’s own security', (get) => {
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    get().app.inject({
      method,
      url: `/api/account${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const alive = async (cookie: string) =>
    (await get().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode ===
    200;

  it('lists its sessions, signs one out, and then all the others', async () => {
    const here = await signInAs(get().app, 'staff');
    const tablet = await signInAs(get().app, 'staff');
    const laptop = await signInAs(get().app, 'staff');
    const list = (await call(here, 'GET', '/sessions')).json().items as { id: string; current: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const tabletId = (await call(tablet, 'GET', '/sessions'))
      .json()
      .items.find((s: { current: boolean }) => s.current).id;
    expect((await call(here, 'DELETE', `/sessions/${tabletId}`)).statusCode).toBe(204);
    expect(await alive(tablet)).toBe(false);
    expect((await call(here, 'DELETE', `/sessions/${tabletId}`)).statusCode).toBe(404);
    // Another account's session is not yours to end.
    const manager = await signInAs(get().app, 'manager');
    const managerId = (await call(manager, 'GET', '/sessions')).json().items[0].id;
    expect((await call(here, 'DELETE', `/sessions/${managerId}`)).statusCode).toBe(404);
    expect(await alive(manager)).toBe(true);

    const others = await call(here, 'POST', '/sessions/sign-out-others');
    expect(others.json().signedOutSessions).toBeGreaterThanOrEqual(1);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(here)).toBe(true);
  });

  it('changes the password with the current one; other sessions end; the login history shows the attempts', async () => {
    const { app, db } = get();
    const here = await signInAs(app, 'supplier');
    const other = await signInAs(app, 'supplier');
    const wrong = await call(here, 'PUT', '/password', {
      currentPassword: 'nope',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('currentPasswordWrong');
    const short = await call(here, 'PUT', '/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const changed = await call(here, 'PUT', '/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await alive(here)).toBe(true);
    expect(await alive(other)).toBe(false);
    const id = await accountIdOf(db, 'supplier');
    expect((await db.select().from(accounts).where(eq(accounts.id, id)))[0]?.demo).toBe(false);
    const kinds = (await db.select().from(profileActivity).where(eq(profileActivity.accountId, id))).map(
      (a) => a.kind,
    );
    expect(kinds).toContain('password_changed');

    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: '' },
        payload: { email: DEMO_ACCOUNT_EMAILS.supplier, password },
      });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('a brand new passphrase')).statusCode).toBe(200);
    const history = (await call(here, 'GET', '/login-history')).json().items as { outcome: string }[];
    expect(history[0]?.outcome).toBe('success');
    expect(history.map((h) => h.outcome)).toContain('failed');
  });

  it('turns 2FA on with a QR code and a right code, then sign-in asks for a code; off with the password', async () => {
    const { app } = get();
    const here = await signInAs(app, 'user');
    const start = await call(here, 'POST', '/2fa');
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = start.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/CareLedger:/);
    expect(qrSvg).toMatch(/^<svg/);
    expect((await call(here, 'POST', '/2fa/confirm', { code: '000000' })).json().messageKey).toBe(
      'twoFactorCodeWrong',
    );
    const confirmed = await call(here, 'POST', '/2fa/confirm', { code: totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await call(here, 'POST', '/2fa')).statusCode).toBe(409);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: '' },
      payload: { email: DEMO_ACCOUNT_EMAILS.user, password: DEMO_PASSWORD },
    });
    expect(signIn.json()).toEqual({ status: 'codeRequired' });

    expect((await call(here, 'DELETE', '/2fa', { password: 'wrong password' })).statusCode).toBe(400);
    expect((await call(here, 'DELETE', '/2fa', { password: DEMO_PASSWORD })).statusCode).toBe(204);
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: here } });
    expect(session.json().account.twoFactor).toBe(false);
  });
});
