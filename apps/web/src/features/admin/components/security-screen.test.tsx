import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermissionGate } from '@/components/access/permission-gate';
import { i18n } from '@/lib/i18n';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { json, stubApi } from '@/testing/stub-api';
import { SecurityScreen } from './security-screen';

const session = (id: string, name: string, current: boolean) => ({
  id,
  device: `Firefox of ${name}`,
  address: '10.0.0.7',
  createdAt: '2026-11-20T08:00:00Z',
  lastSeenAt: '2026-11-23T08:00:00Z',
  current,
  accountId: `account-${id}`,
  accountName: name,
  accountEmail: `${name.toLowerCase()}@clinic.test`,
});
const entry = (id: number, actor: { kind: 'account' | 'token' | 'anonymous'; name: string | null }) => ({
  id,
  at: '2026-11-23T08:00:00Z',
  actor: { ...actor, id: actor.name ? 'x' : null },
  method: 'POST',
  route: '/api/inventory/items/:id/movements',
  path: `/api/inventory/items/${id}/movements`,
  status: 201,
  address: '10.0.0.7',
});
const token = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Dock reader',
  scopes: ['rfid:scan'],
  prefix: 'clt_ab12',
  createdAt: '2026-11-20T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};
const audit = (page: number) => ({
  items:
    page === 1
      ? [entry(2, { kind: 'account', name: 'Jordan Lee' })]
      : [entry(1, { kind: 'token', name: 'Dock reader' })],
  total: 26,
  page,
  pageSize: 25,
});

function stubSecurity(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/sessions': { items: [session('a', 'Admin', true), session('b', 'Jordan', false)] },
    'GET /api/admin/tokens': { items: [token] },
    'GET /api/admin/audit': (url) => json(audit(Number(new URL(url, 'http://x').searchParams.get('page')))),
    ...extra,
  });
}

describe('SecurityScreen', () => {
  beforeAll(async () => {
    await setUpI18n();
    await i18n.loadNamespaces('admin');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('revokes another account’s session after confirming; your own has no Revoke', async () => {
    const fetch = stubSecurity({ 'DELETE /api/admin/sessions/b': () => new Response(null, { status: 204 }) });
    renderWithProviders(<SecurityScreen />);
    const sessions = await screen.findByTestId('admin-sessions');
    await within(sessions).findByText('This session');
    expect(within(sessions).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(
      within(sessions).getByRole('button', { name: 'Revoke the session of Jordan in Firefox of Jordan' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/b')),
      ).toBe(true),
    );
  });

  it('pages through the audit log, naming people and tokens', async () => {
    const fetch = stubSecurity();
    renderWithProviders(<SecurityScreen />);
    const log = await screen.findByTestId('audit-log');
    expect(await within(log).findByText('Jordan Lee')).toBeTruthy();
    expect(within(log).getByText('POST /api/inventory/items/2/movements')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Next' }));
    expect(await within(log).findByText('Token Dock reader')).toBeTruthy();
    expect(within(log).getByText('Page 2 of 2')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/audit'))).toContain(
      '/api/admin/audit?page=2&pageSize=25',
    );
  });

  it('creates a scoped token and shows its secret once; a token needs a name and a scope', async () => {
    const fetch = stubSecurity({
      'POST /api/admin/tokens': () =>
        json({ token: { ...token, id: 'new', name: 'Ward reader' }, secret: 'clt_secret_once' }, 201),
    });
    renderWithProviders(<SecurityScreen />);
    const tokens = await screen.findByTestId('api-tokens');
    expect(await within(tokens).findByText('Dock reader')).toBeTruthy();
    fireEvent.click(within(tokens).getByRole('button', { name: 'Create Token' }));
    const form = screen.getByTestId('token-form-dialog');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Token' }));
    expect(within(form).getByText('Choose at least one scope.')).toBeTruthy();
    expect(within(form).getByText('Name the token after the machine that uses it.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ward reader' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Post RFID reader scans/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Token' }));
    const secret = await screen.findByTestId('token-secret-dialog');
    expect((within(secret).getByLabelText('Token secret') as HTMLInputElement).value).toBe('clt_secret_once');
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({ name: 'Ward reader', scopes: ['rfid:scan'] });
  });

  it('tells a role without security.manage which role the screen is for', async () => {
    stubApi({ '/api/auth/session': sessionFor('manager') });
    renderWithProviders(
      <PermissionGate permission="security.manage">
        <SecurityScreen />
      </PermissionGate>,
    );
    const denied = await screen.findByTestId('permission-denied');
    expect(denied.textContent).toContain(
      'Your role, Inventory Manager, cannot use this screen. It is for the System Administrator role.',
    );
    expect(screen.queryByTestId('admin-sessions')).toBeNull();
  });
});
