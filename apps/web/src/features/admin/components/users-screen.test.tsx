import type { Account } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { json, stubApi } from '@/testing/stub-api';
import { UsersScreen } from './users-screen';

const admin = sessionFor('admin');
const account = (overrides: Partial<Account>): Account => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jordan Lee',
  email: 'jordan.lee@clinic.test',
  role: 'staff',
  demo: false,
  twoFactor: false,
  disabled: false,
  invited: false,
  createdAt: '2026-11-01T08:00:00Z',
  lastSignInAt: '2026-11-20T08:00:00Z',
  ...overrides,
});
const me = account({ id: admin.account.id, name: 'Test admin', email: admin.account.email, role: 'admin' });
const jordan = account({ twoFactor: true });
const sam = account({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sam Ortiz',
  email: 'sam@clinic.test',
  invited: true,
  lastSignInAt: null,
});
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
/** The body last sent to a path by a write (reads of the same path have none). */
const bodyOf = (fetch: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(
    String(
      fetch.mock.calls
        .filter(([url, init]) => String(url).endsWith(path) && init?.body !== undefined)
        .at(-1)?.[1]?.body,
    ),
  );

describe('UsersScreen', () => {
  beforeAll(async () => {
    await setUpI18n();
    await i18n.loadNamespaces('admin');
    // jsdom has no layout; Radix Select scrolls the chosen option into view.
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each account with its role, status, 2FA and last sign-in; your own row cannot be demoted', async () => {
    stubApi({ 'GET /api/admin/users': { items: [me, jordan, sam] } });
    renderWithProviders(<UsersScreen />);
    await screen.findByTestId('users-table');
    // The session (who "you" are) answers beside the list; the route's loader has it before the screen shows.
    expect(await within(row('Test admin')).findByText('You')).toBeTruthy();
    expect(within(row('Jordan Lee')).getByText('Active')).toBeTruthy();
    expect(within(row('Jordan Lee')).getByText('On')).toBeTruthy();
    expect(within(row('Jordan Lee')).getByRole('combobox', { name: 'Role of Jordan Lee' }).textContent).toBe(
      'Medical Staff',
    );
    expect(within(row('Sam Ortiz')).getByText('Invited')).toBeTruthy();
    expect(within(row('Sam Ortiz')).getByText('Never')).toBeTruthy();
    expect(within(row('Sam Ortiz')).getByRole('button', { name: 'New invitation link' })).toBeTruthy();
    expect(within(row('Test admin')).queryByRole('combobox')).toBeNull();
    expect(within(row('Test admin')).queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('creates and invites an account, then shows its invitation link once', async () => {
    const fetch = stubApi({
      'GET /api/admin/users': { items: [me] },
      'POST /api/admin/users': () =>
        json(
          {
            account: account({ name: 'Ada Byron', email: 'ada@clinic.test', role: 'manager', invited: true }),
            inviteToken: 'tok_abc',
            expiresAt: '2026-12-02T08:00:00Z',
          },
          201,
        ),
    });
    renderWithProviders(<UsersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create and Invite' }));
    const dialog = screen.getByTestId('invite-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and Invite' }));
    expect(within(dialog).getByText("Enter the person's name.")).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Ada Byron ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ada@clinic.test' } });
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Role' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Inventory Manager' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and Invite' }));
    const link = await screen.findByTestId('invitation-link-dialog');
    expect(bodyOf(fetch, '/api/admin/users')).toEqual({
      name: 'Ada Byron',
      email: 'ada@clinic.test',
      role: 'manager',
    });
    expect((within(link).getByLabelText('Invitation link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/invite?token=tok_abc`,
    );
    fireEvent.click(within(link).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('invitation-link-dialog')).toBeNull());
  });

  it('changes a role only after confirming, and keeps the server’s refusal in the dialog', async () => {
    let attempts = 0;
    const fetch = stubApi({
      'GET /api/admin/users': { items: [me, jordan] },
      [`PATCH /api/admin/users/${jordan.id}`]: () =>
        ++attempts === 1
          ? json({ error: 'CONFLICT', message: 'CareLedger needs at least one enabled admin.' }, 409)
          : json({ ...jordan, role: 'manager' }),
    });
    renderWithProviders(<UsersScreen />);
    await screen.findByTestId('users-table');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Role of Jordan Lee' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Inventory Manager' }));
    const dialog = await screen.findByTestId('account-action-dialog');
    expect(dialog.textContent).toContain('Jordan Lee becomes Inventory Manager');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    expect(await within(dialog).findByText('CareLedger needs at least one enabled admin.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(screen.queryByTestId('account-action-dialog')).toBeNull());
    expect(bodyOf(fetch, `/api/admin/users/${jordan.id}`)).toEqual({ role: 'manager' });
  });

  it('disables an account and resets its 2FA, each confirmed first', async () => {
    const fetch = stubApi({
      'GET /api/admin/users': { items: [me, jordan] },
      [`PATCH /api/admin/users/${jordan.id}`]: { ...jordan, disabled: true },
      [`POST /api/admin/users/${jordan.id}/reset-2fa`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<UsersScreen />);
    await screen.findByTestId('users-table');
    fireEvent.click(within(row('Jordan Lee')).getByRole('button', { name: 'Disable' }));
    fireEvent.click(
      within(await screen.findByTestId('account-action-dialog')).getByRole('button', { name: 'Disable' }),
    );
    await waitFor(() => expect(screen.queryByTestId('account-action-dialog')).toBeNull());
    expect(bodyOf(fetch, `/api/admin/users/${jordan.id}`)).toEqual({ disabled: true });

    fireEvent.click(within(row('Jordan Lee')).getByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByTestId('account-action-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('account-action-dialog')).toBeNull());
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/reset-2fa'))).toBe(false);
    fireEvent.click(within(row('Jordan Lee')).getByRole('button', { name: 'Reset 2FA' }));
    fireEvent.click(
      within(await screen.findByTestId('account-action-dialog')).getByRole('button', { name: 'Reset 2FA' }),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/${jordan.id}/reset-2fa`))).toBe(true),
    );
  });
});
