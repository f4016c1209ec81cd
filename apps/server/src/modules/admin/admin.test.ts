import { expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('administration: accounts, sessions, the audit log and API tokens', (get) => {
  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    get().app.inject({ method, url: `/api/admin${url}`, ...(payload ? { payload } : {}) });
  const alive = async (cookie: string) =>
    (await get().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode ===
    200;

  it('creates and invites an account, which sets its password and signs in; its role changes take effect at once', async () => {
    const { app } = get();
    const created = await admin('POST', '/users', {
      name: 'Rui Tanaka',
      email: 'rui@clinic.example.org',
      role: 'staff',
    });
    expect(created.statusCode).toBe(201);
    const { account, inviteToken } = created.json();
    expect(account).toMatchObject({ role: 'staff', invited: true, disabled: false });
    expect(
      (await admin('POST', '/users', { name: 'Again', email: 'RUI@clinic.example.org', role: 'staff' }))
        .statusCode,
    ).toBe(409);

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      headers: { cookie: '' },
      payload: { token: inviteToken, password: 'rui chooses a passphrase' },
    });
    expect(accepted.statusCode).toBe(204);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: '' },
      payload: { email: 'rui@clinic.example.org', password: 'rui chooses a passphrase' },
    });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const archive = () =>
      app.inject({
        method: 'GET',
        url: '/api/inventory/purchase-orders/auto-generate/preview',
        headers: { cookie },
      });
    expect((await archive()).statusCode).toBe(403);

    expect((await admin('PATCH', `/users/${account.id}`, { role: 'manager' })).json().role).toBe('manager');
    expect((await archive()).statusCode).toBe(200);

    expect((await admin('PATCH', `/users/${account.id}`, { disabled: true })).json().disabled).toBe(true);
    expect(await alive(cookie)).toBe(false);
    const list = (await admin('GET', '/users')).json().items as {
      email: string;
      lastSignInAt: string | null;
    }[];
    expect(list.find((a) => a.email === 'rui@clinic.example.org')?.lastSignInAt).not.toBeNull();
  });

  it('an admin cannot demote or disable themself', async () => {
    const self = (await get().app.inject({ method: 'GET', url: '/api/auth/session' })).json().account.id;
    const demote = await admin('PATCH', `/users/${self}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().messageKey).toBe('cannotDemoteSelf');
    expect((await admin('PATCH', `/users/${self}`, { disabled: true })).statusCode).toBe(409);
  });

  it('lists every session and signs one out; resetting 2FA ends the account’s sessions', async () => {
    const staff = await signInAs(get().app, 'staff');
    const sessions = (await admin('GET', '/sessions')).json().items as { id: string; accountName: string }[];
    const staffSession = sessions.find((s) => s.accountName === 'Jordan Lee');
    expect(staffSession).toBeDefined();
    expect((await admin('DELETE', `/sessions/${staffSession?.id}`)).statusCode).toBe(204);
    expect(await alive(staff)).toBe(false);

    const again = await signInAs(get().app, 'staff');
    const staffId = (
      await get().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: again } })
    ).json().account.id;
    expect((await admin('POST', `/users/${staffId}/reset-2fa`)).statusCode).toBe(204);
    expect(await alive(again)).toBe(false);
  });

  it('the audit log lists the writes, newest first, with who and from where', async () => {
    const page = (await admin('GET', '/audit?pageSize=5&method=PATCH')).json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toMatchObject({
      method: 'PATCH',
      route: '/api/admin/users/:id',
      actor: { kind: 'account', name: 'Alex Morgan' },
    });
    expect((await admin('GET', '/audit?pageSize=1000')).statusCode).toBe(400);
  });

  it('an API token does what its scope allows and nothing else, records its use, and stops when revoked', async () => {
    const { app } = get();
    const created = (await admin('POST', '/tokens', { name: 'Ward 4 reader', scopes: ['rfid:scan'] })).json();
    expect(created.secret).toMatch(/^clt_/);
    expect(created.token).toMatchObject({ name: 'Ward 4 reader', scopes: ['rfid:scan'], lastUsedAt: null });
    const bearer = { authorization: `Bearer ${created.secret}` };
    const scans = await app.inject({
      method: 'POST',
      url: '/api/rfid/scans',
      headers: bearer,
      payload: { events: [] },
    });
    expect([200, 400]).toContain(scans.statusCode);
    expect(
      (await app.inject({ method: 'GET', url: '/api/inventory/supplies', headers: bearer })).statusCode,
    ).toBe(403);
    const listed = (await admin('GET', '/tokens'))
      .json()
      .items.find((t: { id: string }) => t.id === created.token.id);
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await admin('GET', '/tokens')).body).not.toContain(created.secret);
    expect((await admin('DELETE', `/tokens/${created.token.id}`)).json().revokedAt).not.toBeNull();
    expect(
      (await app.inject({ method: 'POST', url: '/api/rfid/scans', headers: bearer, payload: { events: [] } }))
        .statusCode,
    ).toBe(401);
  });
});
