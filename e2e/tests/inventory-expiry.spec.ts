import type { InventoryItem, SuppliesPage } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, test } from '../fixtures/test';

// Issue 12 items 3, 5 and 10: expired stock, alerts with current figures, and Low Stock's "See all".

async function openSupplies(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/inventory`);
  await page.getByRole('tab', { name: 'Supplies' }).click();
  await expect(page.getByTestId('supplies-table')).toBeVisible();
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('inventory expiry, alert figures and Low Stock', () => {
  test('amoxicillin with an expired lot reads Expired beside Good, highlighted, and the filter finds it', async ({
    page,
    baseURL,
  }) => {
    await openSupplies(page, baseURL ?? '');
    const amoxicillin = page.getByTestId('supply-row').filter({ hasText: 'Amoxicillin 500 mg capsules' });
    await expect(amoxicillin.getByText('Good', { exact: true })).toBeVisible();
    await expect(amoxicillin.getByTestId('expiry-state')).toHaveText('Expired');
    await expect(amoxicillin.locator('[title^="Expired on"]')).toBeVisible();

    await chooseStatus(page, 'Expired');
    await expect(page).toHaveURL(/status=expired/);
    await expect(amoxicillin).toBeVisible();
    const rows = page.getByTestId('supply-row');
    await expect(rows).not.toHaveCount(0);
    // Retrying assertions: the previous page's rows stay on screen until the filtered page arrives.
    await expect(page.locator('[data-testid="supply-row"]:not([data-expiry-state="expired"])')).toHaveCount(
      0,
    );

    await chooseStatus(page, 'Expiring soon');
    await expect(amoxicillin).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-testid="supply-row"]:not([data-expiry-state="expiring"])')).toHaveCount(
      0,
    );
  });

  test('after a stocktake the gloves alert reads the counted figure, and Check Alerts reports its counts', async ({
    page,
    request,
    freshServer,
  }) => {
    const { items } = await getJson<SuppliesPage>(
      request,
      `${freshServer.url}/api/inventory/supplies?search=nitrile`,
    );
    const gloves = items[0] as InventoryItem;
    const counted = await request.post(`${freshServer.url}/api/inventory/items/${gloves.id}/movements`, {
      data: { kind: 'stocktake', quantity: 42, reason: 'Counted on the shelf' },
    });
    expect(counted.ok(), await counted.text()).toBe(true);

    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('tab', { name: 'Alerts' }).click();
    const alert = page.getByTestId('alert-row').filter({ hasText: 'Nitrile examination gloves (M)' });
    await expect(alert.getByText(`42 ${gloves.unit} left`)).toBeVisible();
    await expect(alert.getByText(`${gloves.stock} ${gloves.unit} left`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Check Alerts' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: /Alerts checked: 0 new, 0 updated, 0 resolved, \d+ active\./ }),
    ).toBeVisible();
  });

  test('Low Stock says how many of how many, and See all opens Supplies filtered by low and critical', async ({
    page,
    request,
    baseURL,
  }) => {
    const total = async (status: string) =>
      (await getJson<SuppliesPage>(request, `${baseURL}/api/inventory/supplies?status=${status}`)).total;
    const needing = (await total('low')) + (await total('critical'));
    await page.goto(`${baseURL}/inventory`);
    const shown = Math.min(needing, 5);
    await expect(page.getByTestId('low-stock-count')).toHaveText(`${shown} of ${needing} needing restocking`);
    await expect(page.getByTestId('low-stock-item')).toHaveCount(shown);

    await page.getByRole('link', { name: `See all ${needing} items needing restocking` }).click();
    await expect(page).toHaveURL(/tab=supplies&status=restock/);
    await expect(page.getByRole('tab', { name: 'Supplies' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Needs restocking');
    await expect(page.getByTestId('supply-row')).toHaveCount(needing);
    // Back returns to the overview.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});
