import type { InventoryItem, PurchaseOrder, StockCard } from '@careledger/shared';
import type { APIRequestContext } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, test } from '../fixtures/test';

// Issue 12 items 4 and 10: usage and stocktake name a lot (first to expire by default, shown), an expired lot
// is written off in one confirmed action with its reason, and a second partial receipt keeps the lot.

async function post(request: APIRequestContext, url: string, data?: object) {
  const response = await request.post(url, data ? { data } : {});
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** An item with an expired lot OLD (6), a later lot NEXT (5), made through the API. */
async function itemWithLots(request: APIRequestContext, base: string) {
  const suppliers = await getJson<{ items: { id: number }[] }>(request, `${base}/api/inventory/suppliers`);
  const item = (await post(request, `${base}/api/inventory/items`, {
    name: 'Lot test amoxicillin',
    category: 'Antibiotics',
    unit: 'box',
    stock: 0,
    threshold: 2,
    supplierId: suppliers.items[0]?.id,
    price: 3,
  })) as InventoryItem;
  const movements = `${base}/api/inventory/items/${item.id}/movements`;
  await post(request, movements, { kind: 'receipt', quantity: 6, lotNumber: 'OLD', expiry: '2024-01-31' });
  await post(request, movements, { kind: 'receipt', quantity: 5, lotNumber: 'NEXT', expiry: '2099-06-01' });
  const lots = async () =>
    Object.fromEntries(
      (await getJson<StockCard>(request, movements)).lots.map((lot) => [lot.lotNumber, lot.quantity]),
    );
  return { item, lots };
}

test.describe('lots in usage, stocktake and write-off', () => {
  test('Record Usage shows the first lot to expire, and takes from the lot chosen instead', async ({
    page,
    request,
    freshServer,
  }) => {
    const { item, lots } = await itemWithLots(request, freshServer.url);
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('button', { name: 'Record Usage' }).click();
    const dialog = page.getByTestId('movement-dialog');
    await dialog.getByTestId('item-picker').click();
    await page.getByRole('option', { name: item.name }).click();
    const lot = dialog.getByTestId('movement-lot');
    await expect(lot).toContainText('First to expire: OLD, exp');
    await lot.click();
    await page.getByRole('option', { name: /^NEXT · exp/ }).click();
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await lots()).toEqual({ OLD: 6, NEXT: 3 });
  });

  test('Stocktake counts one lot: that lot takes the count, the item follows', async ({
    page,
    request,
    freshServer,
  }) => {
    const { item, lots } = await itemWithLots(request, freshServer.url);
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('button', { name: 'Stocktake' }).first().click();
    const dialog = page.getByTestId('movement-dialog');
    await dialog.getByTestId('item-picker').click();
    await page.getByRole('option', { name: item.name }).click();
    await expect(dialog.getByTestId('movement-lot')).toContainText('Whole item (all lots)');
    await dialog.getByTestId('movement-lot').click();
    await page.getByRole('option', { name: /^NEXT · exp/ }).click();
    await dialog.getByLabel('Counted quantity').fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await lots()).toEqual({ OLD: 6, NEXT: 4 });
    const after = await getJson<InventoryItem>(request, `${freshServer.url}/api/inventory/items/${item.id}`);
    expect(after.stock).toBe(10);
  });

  test('Write off on the expired lot asks first, then takes exactly that lot to 0 as expired', async ({
    page,
    request,
    freshServer,
  }) => {
    const { item, lots } = await itemWithLots(request, freshServer.url);
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('tab', { name: 'Supplies' }).click();
    // The demo holds more supplies than one page: find the item as a person would.
    await page.getByRole('searchbox', { name: 'Search supplies' }).fill(item.name);
    const row = page.getByTestId('supply-row').filter({ hasText: item.name });
    await row.getByRole('button', { name: 'View' }).click();
    const card = page.getByTestId('stock-card');
    const old = card.getByTestId('lot-row').filter({ hasText: 'OLD' });
    await expect(old).toContainText('Expired');
    await old.getByRole('button', { name: 'Write off lot OLD' }).click();
    const confirm = page.getByTestId('write-off-dialog');
    await expect(confirm).toContainText('All 6 box left in lot OLD leave the stock');
    await expect(confirm.getByTestId('write-off-reason')).toContainText('Expired');
    expect(await lots()).toEqual({ OLD: 6, NEXT: 5 });
    await confirm.getByRole('button', { name: 'Write off' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByTestId('lot-row')).toHaveCount(1);
    const ledger = card.getByTestId('movement-row').first();
    await expect(ledger).toHaveAttribute('data-kind', 'write-off');
    await expect(ledger).toContainText('Write-off');
    await expect(ledger).toContainText('-6');
    expect(await lots()).toEqual({ NEXT: 5 });
  });

  test('a second partial receipt starts from the lot and expiry of the first', async ({
    page,
    request,
    freshServer,
  }) => {
    const { item } = await itemWithLots(request, freshServer.url);
    const suppliers = await getJson<{ items: { id: number }[] }>(
      request,
      `${freshServer.url}/api/inventory/suppliers`,
    );
    const orders = `${freshServer.url}/api/inventory/purchase-orders`;
    const order = (await post(request, orders, {
      supplierId: suppliers.items[0]?.id,
      lines: [{ itemId: item.id, quantity: 10 }],
    })) as PurchaseOrder;
    await post(request, `${orders}/${order.id}/send`);
    await post(request, `${orders}/${order.id}/confirm`);
    await post(request, `${orders}/${order.id}/receive`, {
      lines: [{ lineId: order.lines[0]?.id, quantity: 4, lotNumber: 'PO-LOT-9', expiry: '2031-03-03' }],
    });
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page
      .locator(`[data-testid="order-row"][data-order-id="${order.id}"]`)
      .getByRole('button', { name: 'Receive' })
      .click();
    const dialog = page.getByTestId('receive-order-dialog');
    await expect(dialog.getByLabel(`Lot number for ${item.name}`)).toHaveValue('PO-LOT-9');
    await expect(dialog.getByLabel(`Expiry date for ${item.name}`)).toHaveValue('2031-03-03');
    await expect(dialog.getByLabel(`Quantity received for ${item.name}`)).toHaveValue('6');
  });
});
