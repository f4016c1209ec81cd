import { DEFAULT_SETTINGS, type Settings } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// Each test starts from the spec defaults (the defaultSettings fixture resets them).

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
}

const html = (page: Page) => page.locator('html');

test.describe('settings', () => {
  test('every tab shows the spec defaults and passes axe', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('combobox', { name: 'Language' })).toContainText('English');
    await expect(page.getByRole('combobox', { name: 'Timezone' })).toContainText('UTC');
    await expect(page.getByRole('switch', { name: 'Desktop Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Auto-logout' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'System Updates' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Security Alerts' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email Digest' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toContainText('System');
    await expect(page.getByRole('switch', { name: 'Compact Mode' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show Animations' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('switch', { name: 'Data Collection' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Location Services' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Role Settings' }).click();
    for (const text of [
      'Database Backup',
      'Daily',
      'Day Shift',
      'Read-only',
      'Product Catalog',
      'Auto Reorder',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('Save Changes persists across a reload and Reset to Default restores the spec defaults', async ({
    page,
    request,
  }) => {
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Auto-logout' }).click();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: 'SMS Notifications' }).click();
    await save(page);

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Auto-logout' })).toBeChecked();
    const stored = (await (await request.get('/api/settings')).json()) as Settings;
    expect(stored.autoLogout).toBe(true);
    expect(stored.smsNotifications).toBe(true);

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await page
      .getByRole('dialog', { name: 'Reset every setting to its default?' })
      .getByRole('button', { name: 'Reset to Default' })
      .click();
    await expect(page.getByRole('switch', { name: 'Auto-logout' })).not.toBeChecked();
    const reset = (await (await request.get('/api/settings')).json()) as Settings;
    const { email: _email, ...rest } = reset;
    expect(rest).toEqual(DEFAULT_SETTINGS);
  });

  test('theme light, dark and system really apply, and dark mode passes axe', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await choose(page, 'Theme', 'Dark');
    await save(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await choose(page, 'Theme', 'Light');
    await save(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await choose(page, 'Theme', 'System');
    await save(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('compact mode and animations change the page', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    const header = page.getByRole('banner');
    const roomyHeight = (await header.boundingBox())?.height ?? 0;

    await page.getByRole('switch', { name: 'Compact Mode' }).click();
    await page.getByRole('switch', { name: 'Show Animations' }).click();
    await save(page);
    await expect(html(page)).toHaveAttribute('data-density', 'compact');
    await expect(html(page)).toHaveAttribute('data-motion', 'off');
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(roomyHeight);

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-density', 'compact');
    await expect(html(page)).toHaveAttribute('data-motion', 'off');
  });

  test('the language switches the whole shell at once', async ({ page }) => {
    await page.goto('/settings');
    const nav = page.getByTestId('header-nav');
    await expect(nav.locator('a[href="/marketplace"]')).toHaveText('Marketplace');
    const englishTexts = {
      heading: 'Settings',
      inventoryLink: (await nav.locator('a[href="/inventory"]').textContent()) ?? '',
      save: 'Save Changes',
    };

    // Labels change with the language, so the language select and save button are found by test id.
    for (const [index, lang] of (['es', 'fr', 'de'] as const).entries()) {
      await page.getByTestId('settings-language').click();
      await page
        .getByRole('option')
        .nth(index + 1)
        .click();
      await page.getByTestId('settings-save').click();
      await expect(html(page)).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishTexts.heading);
      await expect(nav.locator('a[href="/inventory"]')).not.toHaveText(englishTexts.inventoryLink);
      await expect(page.getByTestId('settings-save')).not.toHaveText(englishTexts.save);
      await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('settings-save')).not.toHaveText(englishTexts.save);
  });
});
