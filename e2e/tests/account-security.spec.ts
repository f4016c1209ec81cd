import { DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD } from '@careledger/shared';
import { Secret, TOTP } from 'otpauth';
import { signIn } from '../fixtures/auth';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

/** What an authenticator app shows now for a base32 secret (RFC 6238, SHA-1, 6 digits, 30 s). */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

test.describe('account security', () => {
  test('2FA enrolment, then signing in asks for the code', async ({ page, freshServer }) => {
    await page.goto(`${freshServer.url}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    const dialog = page.getByTestId('two-factor-dialog');
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    await dialog.getByLabel('Authentication code').fill(codeFor(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(DEMO_ACCOUNT_EMAILS.admin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(new RegExp(`${freshServer.url}/$`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('changing the password signs out another browser; a session can be signed out from the list', async ({
    page,
    browser,
    freshServer,
  }) => {
    const elsewhere = await browser.newContext();
    await signIn(elsewhere, freshServer.url, 'admin');
    const stillIn = async () => (await elsewhere.request.get(`${freshServer.url}/api/auth/session`)).status();
    expect(await stillIn()).toBe(200);

    await page.goto(`${freshServer.url}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'View Active Sessions' }).click();
    const sessions = page.getByTestId('active-sessions-dialog');
    await expect(sessions.getByText('This device')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Signed out.' })).toBeVisible();
    expect(await stillIn()).toBe(401);
    await page.keyboard.press('Escape');

    await signIn(elsewhere, freshServer.url, 'admin');
    expect(await stillIn()).toBe(200);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New password').fill('our ward passphrase 2026');
    await dialog.getByLabel('Confirm password').fill('our ward passphrase 2026');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Password changed.' })).toBeVisible();
    expect(await stillIn()).toBe(401);
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await elsewhere.close();
  });
});
