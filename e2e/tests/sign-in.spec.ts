import { ROLE_MENU_LINKS } from '@careledger/shared';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

test.describe('signing in', () => {
  test.use({ role: null });

  test('a visitor is sent to sign in and back; a wrong password is refused with a sentence', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    // The landing page's live cards are the facility's inventory: a visitor is asked to sign in instead.
    await expect(page.getByText('Sign in to see the live inventory')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Sign in to CareLedger' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill('jordan.lee@careledger.example.org');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('That email and password do not match an account');
    await expect(page).toHaveURL(/\/sign-in/);

    // The demo accounts are listed (demo data, loopback): one press fills the form.
    await page.getByRole('button', { name: 'Medical Staff' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Jordan Lee').first()).toBeVisible();
  });

  test('a staff account has no admin links, and the server refuses it a manager action', async ({
    page,
    server,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Medical Staff' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Role: Medical Staff')).toBeVisible();
    for (const href of ROLE_MENU_LINKS.admin) await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(0);
    for (const href of ROLE_MENU_LINKS.staff) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The page's own session, asking for what a manager does: archiving an item.
    const archive = await page.request.post(`${server.url}/api/inventory/items/1/archive`);
    expect(archive.status()).toBe(403);
    expect((await archive.json()).message).toContain('Your role may not do this');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect((await page.request.get(`${server.url}/api/auth/session`)).status()).toBe(401);
  });
});
