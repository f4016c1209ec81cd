import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { json, stubApi } from '@/testing/stub-api';
import { SignInForm } from './sign-in-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const refused = {
  error: 'UNAUTHENTICATED',
  message: 'That email and password do not match an account. Check both and try again.',
  messageKey: 'signInFailed',
};

describe('SignInForm', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  afterAll(() => vi.restoreAllMocks());

  it("shows the server's sentence when the password is refused, and keeps the email", async () => {
    stubApi({
      '/api/auth/status': { setupRequired: false, demoAccounts: false },
      'POST /api/auth/sign-in': () => json(refused, 401),
    });
    renderWithProviders(<SignInForm />);
    type('Email', 'jordan.lee@careledger.example.org');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That email and password do not match an account',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'jordan.lee@careledger.example.org',
    );
  });

  it('asks for a code when 2FA is on, then keeps the session it answers', async () => {
    const session = sessionFor('staff', { twoFactor: true });
    const fetch = stubApi({
      '/api/auth/status': { setupRequired: false, demoAccounts: false },
      'POST /api/auth/sign-in': { status: 'codeRequired' },
      'POST /api/auth/sign-in/code': { status: 'signedIn', session },
    });
    const { client } = renderWithProviders(<SignInForm />);
    type('Email', 'jordan.lee@careledger.example.org');
    type('Password', 'right password here');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByLabelText('Authentication code');
    type('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(client.getQueryData(queryKeys.session())).toEqual(session));
    const codeCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/code'));
    expect(JSON.parse(String(codeCall?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('lists the demo accounts only when the server has them, and a button fills the form', async () => {
    stubApi({ '/api/auth/status': { setupRequired: false, demoAccounts: true } });
    renderWithProviders(<SignInForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Inventory Manager' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'priya.shah@careledger.example.org',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('careledger-demo');
  });
});
