import { expect, test } from '../fixtures/test';

test.describe('toasts', () => {
  test('the close button removes a toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'You have been signed out.' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('a toast dismisses itself after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'You have been signed out.' });
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(toast).toHaveCount(0);
  });
});
