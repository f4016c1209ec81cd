import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { AccountSecurityActions } from '../account-security-actions';

const labels = ['Change Password', 'Enable 2FA', 'View Active Sessions'] as const;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountSecurityActions', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('changes the password with the current one, and shows the server’s sentence when it is wrong', async () => {
    let attempts = 0;
    const fetch = stubApi({
      'PUT /api/account/password': () =>
        ++attempts === 1
          ? json(
              {
                error: 'VALIDATION_FAILED',
                message: 'That is not your current password. Type it again.',
                messageKey: 'currentPasswordWrong',
              },
              400,
            )
          : json({ signedOutSessions: 2 }),
    });
    renderWithProviders(<AccountSecurityActions labels={labels} third="sessions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    type('Current password', 'old one');
    type('New password', 'a brand new passphrase');
    type('Confirm password', 'a brand new passphrase typo');
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    type('Confirm password', 'a brand new passphrase');
    const submit = screen.getAllByRole('button', { name: 'Change Password' }).at(-1) as HTMLElement;
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('That is not your current password');
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
    const body = fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/api/account/password'))
      .at(-1)?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      currentPassword: 'old one',
      newPassword: 'a brand new passphrase',
    });
  });

  it('lists the active sessions and signs out another one', async () => {
    const sessions = [
      {
        id: 'a',
        device: 'Firefox on the ward tablet',
        address: '10.0.0.7',
        createdAt: '2026-11-20T08:00:00Z',
        lastSeenAt: '2026-11-23T08:00:00Z',
        current: true,
      },
      {
        id: 'b',
        device: 'Chrome at the pharmacy desk',
        address: '10.0.0.9',
        createdAt: '2026-11-21T08:00:00Z',
        lastSeenAt: '2026-11-22T08:00:00Z',
        current: false,
      },
    ];
    const fetch = stubApi({
      '/api/account/sessions': { items: sessions },
      'DELETE /api/account/sessions/b': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<AccountSecurityActions labels={labels} third="sessions" />);
    fireEvent.click(screen.getByRole('button', { name: 'View Active Sessions' }));
    expect(await screen.findByText('Chrome at the pharmacy desk')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/account/sessions/b') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
