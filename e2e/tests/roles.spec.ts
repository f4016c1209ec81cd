import type { InventoryItem, SuppliesPage } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// The web app hides what the signed-in role may not do (packages/shared ROLE_PERMISSIONS); the server refuses
// it anyway. Tests that write get a server of their own.

async function openInventory(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/inventory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await expect(page.getByTestId('summary-total-supplies')).toBeVisible();
}

test.describe('Medical Staff on inventory', () => {
  test.use({ role: 'staff' });

  test('sees the supplies without the manager buttons, records usage, and is refused a manager action', async ({
    page,
    request,
    freshServer,
  }) => {
    await openInventory(page, freshServer.url);
    for (const name of ['Check Alerts', 'Auto-Generate Orders', 'Add supply', 'Receive Delivery', 'Add Item'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Supplies' }).click();
    const rows = page.getByTestId('supply-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByRole('button', { name: 'View' })).toBeVisible();
    for (const name of ['Edit', 'Remove', 'List'])
      await expect(rows.first().getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    for (const name of ['Import CSV', 'Add Item'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A ward's daily work stays: Record Usage takes one unit off an item in stock.
    const { items } = await getJson<SuppliesPage>(
      request,
      `${freshServer.url}/api/inventory/supplies?pageSize=100`,
    );
    const item = items.find((candidate) => candidate.stock >= 2) as InventoryItem;
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Record Usage' }).click();
    const dialog = page.getByTestId('movement-dialog');
    await dialog.getByTestId('item-picker').click();
    await page.getByRole('option', { name: item.name, exact: true }).click();
    await expect(dialog.getByTestId('movement-lot')).not.toContainText('Loading lots');
    await dialog.getByLabel('Quantity').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast').filter({ hasText: 'Stock updated.' })).toBeVisible();
    const after = await getJson<InventoryItem>(request, `${freshServer.url}/api/inventory/items/${item.id}`);
    expect(after.stock).toBe(item.stock - 1);

    // The page's own session, asking for what a manager does: archiving an item.
    const archive = await page.request.post(`${freshServer.url}/api/inventory/items/${item.id}/archive`);
    expect(archive.status()).toBe(403);
  });
});

test.describe('a Medicine Supplier on inventory', () => {
  test.use({ role: 'supplier' });

  test('is told once that the screen is not for its role', async ({ page }) => {
    await page.goto('/inventory');
    const denied = page.getByTestId('permission-denied');
    await expect(denied).toBeVisible();
    await expect(denied).toContainText('Your role, Medicine Supplier, cannot use this screen.');
    await expect(page.getByTestId('summary-total-supplies')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('an Inventory Manager on inventory', () => {
  test.use({ role: 'manager' });

  test('sees Check Alerts and runs it', async ({ page, freshServer }) => {
    await openInventory(page, freshServer.url);
    await expect(page.getByRole('button', { name: 'Auto-Generate Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Check Alerts' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: /Alerts checked: \d+ new, \d+ updated, \d+ resolved, \d+ active\./ }),
    ).toBeVisible();
  });
});
