import { HEADER_LINKS, ROLE_MENU_LINKS } from '@careledger/shared';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

/** Every route of spec 000 section 2.1 with the screen heading it shows. */
const SCREENS: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  ['/marketplace', 'Medical Supply Marketplace'],
  ['/supplier', 'Supplier Dashboard'],
  ['/infinite-memory', 'Infinite Memory'],
  ['/infinite-memory-demo', 'Infinite Memory Demo'],
  ['/ml-predictions', 'AI Predictions Hub'],
  ['/enhanced-ml-predictions', 'AI Predictions Hub'],
  ['/medicine-recommendation', 'AI Medicine Assistant'],
  ['/enhanced-medicine-ai', 'AI Medicine Assistant'],
  ['/skin-analysis', 'AI Skin Analysis'],
  ['/voice-medicine', 'Voice Medicine Assistant'],
  ['/inventory', 'Inventory Management'],
  ['/rfid', 'RFID Management'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
];

test.describe('routes', () => {
  for (const [path, heading] of SCREENS) {
    test(`${path} renders its screen inside the layout and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the landing page renders and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('1,247')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('header links lead to their screens', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByTestId('header-nav');
    for (const link of HEADER_LINKS) {
      await nav.locator(`a[href="${link.to}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(nav.locator(`a[href="${link.to}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Enhanced Medicine AI' })).toHaveAttribute(
      'href',
      '/medicine-recommendation',
    );
    await expect(nav.getByRole('link', { name: 'Skin AI' })).toHaveAttribute('href', '/skin-analysis');
  });

  test('the user menu offers profile, settings, the admin links and sign out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Settings', exact: true })).toBeVisible();
    for (const href of ROLE_MENU_LINKS.admin) {
      await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await menu.locator(`a[href="${ROLE_MENU_LINKS.admin[0]}"]`).click();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // Users and Security are built (issue 13); the other role links are the spec's, with no screen yet.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').locator('a[href="/admin/users"]').click();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByTestId('toast')).toContainText('You have been signed out.');
    // The session ended on the server: a screen that needs one sends the visitor to sign in, and back after.
    await page.goto('/inventory?tab=supplies');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Finventory%3Ftab%3Dsupplies$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  });
});
