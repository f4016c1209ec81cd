import { SESSION_COOKIE } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDatabase, openTestDatabase, testConfig } from '../../test/databases';
import { createAccount } from './create-account';
import { sha256 } from './secret-token';

const anonymous = { cookie: '' };

describeEachDatabase(
  'first start without demo data: the setup page',
  (get) => {
    const setup = (payload: object) =>
      get().app.inject({ method: 'POST', url: '/api/auth/setup', headers: anonymous, payload });
    const admin = {
      name: 'Dana Okafor',
      email: 'dana@clinic.example.org',
      password: 'a long enough passphrase',
    };

    it('creates the first admin only with the token printed at start-up, once', async () => {
      const { app } = get();
      const status = await app.inject({ method: 'GET', url: '/api/auth/status', headers: anonymous });
      expect(status.json()).toEqual({ setupRequired: true, demoAccounts: false });
      expect(app.setupToken).toMatch(/^[\w-]{20,}$/);

      const wrong = await setup({ ...admin, token: 'guessed' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().messageKey).toBe('setupTokenWrong');
      const short = await setup({ ...admin, password: 'short', token: app.setupToken });
      expect(short.statusCode).toBe(400);

      const done = await setup({ ...admin, token: app.setupToken });
      expect(done.statusCode).toBe(200);
      expect(done.json().session.account).toMatchObject({ role: 'admin', email: admin.email, demo: false });
      const cookie = `${SESSION_COOKIE}=${done.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
      expect(
        (await app.inject({ method: 'GET', url: '/api/inventory/summary', headers: { cookie } })).statusCode,
      ).toBe(200);

      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/status', headers: anonymous })).json(),
      ).toEqual({
        setupRequired: false,
        demoAccounts: false,
      });
      const again = await setup({ ...admin, email: 'second@clinic.example.org', token: 'anything' });
      expect(again.statusCode).toBe(409);
      expect(again.json().messageKey).toBe('setupNotRequired');
    });

    it('an invitation sets a password once, then the account signs in', async () => {
      const { app, db } = get();
      const token = 'invitation-token-for-the-test-0123456789';
      await createAccount({
        db,
        account: {
          name: 'Rui Tanaka',
          email: 'rui@clinic.example.org',
          role: 'staff',
          passwordHash: null,
          invite: { tokenHash: sha256(token), expiresAt: new Date(Date.now() + 60_000) },
        },
      });
      const accept = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/invite/accept',
          headers: anonymous,
          payload: { token, password },
        });
      expect((await accept('my own passphrase 1')).statusCode).toBe(204);
      expect((await accept('another passphrase 2')).json().messageKey).toBe('inviteInvalid');
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: anonymous,
        payload: { email: 'RUI@clinic.example.org', password: 'my own passphrase 1' },
      });
      expect(signIn.json().session.account.role).toBe('staff');
    });
  },
  { config: { seedDemoData: false }, signedIn: false },
);

describe('demo accounts and the address the server listens on', () => {
  it('refuses to start on a non-loopback address while demo passwords are in use, and starts without demo data', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await expect(
        buildApp({ config: testConfig({ host: '0.0.0.0' }), database: database.handle }),
      ).rejects.toThrow(
        /will not listen on 0\.0\.0\.0 while demo accounts still use the published demo password/,
      );
    } finally {
      await database.dispose();
    }
    const empty = await openTestDatabase('pglite');
    try {
      const app = await buildApp({
        config: testConfig({ host: '0.0.0.0', seedDemoData: false }),
        database: empty.handle,
      });
      expect(app.setupToken).toBeDefined();
      await app.close();
    } finally {
      await empty.dispose();
    }
  });
});
