import type { InventoryItem, ProductPage, Supplier } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { signIn } from '../fixtures/auth';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';
import { injectTestWallet } from '../fixtures/wallet';

// Dev accounts the demo seed does not use: their listings and orders are the test's own.
const SELLER = 9;
const BUYER = 8;
const ITEM_NAME = 'E2E saline solution 0.9% 500 mL';

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('list an inventory item, sync its stock to the marketplace and record its sale', async ({
  page,
  browser,
  freshServer,
}) => {
  const base = freshServer.url;
  const { request } = page;

  // An item of its own, so the marketplace search finds only its listing.
  const suppliers = await getJson<{ items: Supplier[] }>(request, `${base}/api/inventory/suppliers`);
  const created = await request.post(`${base}/api/inventory/items`, {
    data: {
      name: ITEM_NAME,
      category: 'Consumables',
      unit: 'bags',
      stock: 30,
      threshold: 5,
      supplierId: suppliers.items[0]?.id,
      price: 2.5,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const item = (await created.json()) as InventoryItem;
  const itemUrl = `${base}/api/inventory/items/${item.id}`;

  const seller = await injectTestWallet(page, { serverUrl: base, account: SELLER, authorised: true });

  // ---- List it from the inventory's Supplies tab ----
  await page.goto(`${base}/inventory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'Supplies' }).click();
  await page.getByRole('searchbox').fill(ITEM_NAME);
  const row = page.locator(`[data-testid="supply-row"][data-item-id="${item.id}"]`);
  await expect(row).toContainText('Not verified');
  const dialog = page.getByTestId('list-item-dialog');
  // The authorised wallet connects on load; until it has, List says to connect one. Once pressed with a wallet,
  // the dialog's code may take more than a second to arrive (lazyDialog) while its loading overlay covers the
  // row: List is pressed again only while the dialog is not there, and a press never waits behind the overlay.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await row.getByRole('button', { name: 'List' }).click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dialog.getByRole('heading', { name: 'List on the marketplace' })).toBeVisible();
  await expect(dialog).toContainText(`${ITEM_NAME}: 30 bags in stock.`);
  await expect(dialog.getByLabel('Quantity to list')).toHaveValue('30');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'List' }).click();
  await expect(dialog.getByText('Enter a unit price in ETH greater than 0, like 0.05.')).toBeVisible();
  await dialog.getByLabel('Unit price (ETH)').fill('0.01');
  await dialog.getByLabel('Quantity to list').fill('31');
  await dialog.getByRole('button', { name: 'List' }).click();
  await expect(dialog.getByText('Enter a whole number of units from 1 to 30.')).toBeVisible();
  await dialog.getByLabel('Quantity to list').fill('20');
  await dialog.getByRole('button', { name: 'List' }).click();
  await expect(toast(page, 'Product listed successfully on blockchain!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  expect((await getJson<InventoryItem>(request, itemUrl)).blockchainVerified).toBe(true);

  await page.goto(`${base}/marketplace`);
  await page.getByPlaceholder('Search medical supplies...').fill(ITEM_NAME);
  const card = productCard(page, ITEM_NAME);
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('20 units');
  await expect(card).toContainText('Consumables from');

  // ---- Stock used in the ward, then Sync Inventory to Marketplace ----
  const issued = await request.post(`${itemUrl}/movements`, {
    data: { kind: 'issue', quantity: 1, reason: 'test' },
  });
  expect(issued.ok(), await issued.text()).toBe(true);

  await page.goto(`${base}/supplier`);
  const sync = page.getByTestId('inventory-sync');
  await expect(sync).toBeVisible();
  await expect(page.getByTestId('supplier-product-card')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await sync.getByRole('button', { name: 'Sync Inventory to Marketplace' }).click();
  await expect(
    toast(page, 'Inventory synced to marketplace successfully! 1 listing was updated.'),
  ).toBeVisible();
  await expect(page.getByTestId('supplier-product-card')).toContainText('29 units');
  const listings = await getJson<ProductPage>(
    request,
    `${base}/api/marketplace/products?seller=${seller.address.toLowerCase()}`,
  );
  expect(listings.items.map((p) => [p.inventoryItemId, p.inventory])).toEqual([[item.id, 29]]);

  // ---- Another organisation buys 2 units ----
  const buyerContext = await browser.newContext();
  // A buyer at another clinic desk: a manager, signed in on this server.
  await signIn(buyerContext, base, 'manager');
  const buyerPage = await buyerContext.newPage();
  await injectTestWallet(buyerPage, { serverUrl: base, account: BUYER, authorised: true });
  await buyerPage.goto(`${base}/marketplace`);
  await buyerPage.getByPlaceholder('Search medical supplies...').fill(ITEM_NAME);
  await productCard(buyerPage, ITEM_NAME).getByRole('button', { name: 'Buy Now' }).click();
  const purchase = buyerPage.getByTestId('purchase-dialog');
  await expect(purchase.getByText('Available: 29 units')).toBeVisible();
  await purchase.getByLabel('Quantity').fill('2');
  await purchase.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(toast(buyerPage, 'Purchase completed successfully!')).toBeVisible();
  await expect(productCard(buyerPage, ITEM_NAME)).toContainText('27 units');
  await buyerContext.close();

  // ---- Back as the seller: Update Inventory from Blockchain records the sale on the ledger ----
  expect((await getJson<InventoryItem>(request, itemUrl)).stock).toBe(29);
  await page.reload();
  await sync.getByRole('button', { name: 'Update Inventory from Blockchain' }).click();
  await expect(toast(page, '1 sale recorded, 0 reversed.')).toBeVisible();
  expect((await getJson<InventoryItem>(request, itemUrl)).stock).toBe(27);

  // Running it again records nothing twice, and the listing already matches the stock.
  await sync.getByRole('button', { name: 'Update Inventory from Blockchain' }).click();
  await expect(toast(page, '0 sales recorded, 0 reversed.')).toBeVisible();
  await sync.getByRole('button', { name: 'Sync Inventory to Marketplace' }).click();
  await expect(
    toast(page, 'Inventory synced to marketplace successfully! All listings were already up to date.'),
  ).toBeVisible();
  expect((await getJson<InventoryItem>(request, itemUrl)).stock).toBe(27);
});
