import type { InventoryItem, PurchaseOrder, Supplier, SuppliesPage } from '@careledger/shared';
import type { Locator, Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

async function openNewOrderDialog(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/inventory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'New Purchase Order' }).click();
  const dialog = page.getByTestId('new-order-dialog');
  await expect(
    dialog.getByRole('group', { name: 'Line 1' }).getByRole('combobox', { name: 'Item' }),
  ).toBeVisible();
  return dialog;
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('new purchase order', () => {
  test('the open dialog passes axe, with and without its messages', async ({ page, server }) => {
    const dialog = await openNewOrderDialog(page, server.url);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await expect(dialog.getByText('Choose a supplier.')).toBeVisible();
    await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  // Creates and sends an order: a server of its own keeps the shared demo data as it was.
  test('an order for one supplier with two lines is listed as pending with its total, then sent', async ({
    page,
    request,
    freshServer,
  }) => {
    const { items: suppliers } = await getJson<{ items: Supplier[] }>(
      request,
      `${freshServer.url}/api/inventory/suppliers`,
    );
    const supplier = suppliers[0] as Supplier;
    const { items } = await getJson<SuppliesPage>(
      request,
      `${freshServer.url}/api/inventory/supplies?pageSize=200`,
    );
    const isUnique = (item: InventoryItem) => items.filter((i) => i.name === item.name).length === 1;
    const first = items.find((i) => isUnique(i) && i.supplierId === supplier.id) as InventoryItem;
    // Any item may be ordered from any supplier: the second usually comes from another one, when there is one.
    const second = (items.find((i) => isUnique(i) && i.supplierId !== supplier.id) ??
      items.find((i) => isUnique(i) && i.id !== first.id)) as InventoryItem;
    const expectedTotal = Math.round((3 * first.price + 2 * 1.5) * 100) / 100;

    const dialog = await openNewOrderDialog(page, freshServer.url);
    await choose(page, dialog.getByRole('combobox', { name: 'Supplier' }), supplier.name);
    const line1 = dialog.getByRole('group', { name: 'Line 1' });
    await choose(page, line1.getByRole('combobox', { name: 'Item' }), first.name);
    await expect(line1.getByLabel('Unit price (optional)')).toHaveAttribute(
      'placeholder',
      money.format(first.price),
    );
    await line1.getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    const line2 = dialog.getByRole('group', { name: 'Line 2' });
    await choose(page, line2.getByRole('combobox', { name: 'Item' }), second.name);
    await line2.getByLabel('Quantity').fill('2');
    await line2.getByLabel('Unit price (optional)').fill('1.50');
    await expect(dialog.getByTestId('new-order-total')).toHaveText(`Total: ${money.format(expectedTotal)}`);

    await dialog.getByRole('button', { name: 'Create order' }).click();
    await expect(dialog).toHaveCount(0);
    const toast = page.getByTestId('toast').filter({ hasText: /Purchase order #\d+ created\./ });
    await expect(toast).toBeVisible();
    const id = Number((await toast.textContent())?.match(/#(\d+)/)?.[1]);

    const row = page.locator(`[data-testid="order-row"][data-order-id="${id}"]`);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row).toContainText(supplier.name);
    await expect(row).toContainText(`${first.name} × 3`);
    await expect(row).toContainText(`${second.name} × 2`);
    await expect(row).toContainText(money.format(expectedTotal));
    await expect(row).toContainText('Pending');

    const { items: orders } = await getJson<{ items: PurchaseOrder[] }>(
      request,
      `${freshServer.url}/api/inventory/purchase-orders`,
    );
    const order = orders.find((o) => o.id === id);
    expect(order).toMatchObject({
      supplierId: supplier.id,
      source: 'manual',
      totalAmount: expectedTotal,
      lines: [
        { itemId: first.id, quantity: 3, unitPrice: first.price },
        { itemId: second.id, quantity: 2, unitPrice: 1.5 },
      ],
    });

    await row.getByRole('button', { name: 'Send' }).click();
    await expect(row).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('toast').filter({ hasText: 'Order sent to the supplier.' })).toBeVisible();
  });
});
