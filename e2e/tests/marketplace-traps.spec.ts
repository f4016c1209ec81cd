import type { Locator, Page } from '@playwright/test';
import { parseEther } from 'viem';
import { expect, test } from '../fixtures/test';

// Issue 12, the marketplace's traps, walked through by one person with the demo wallet (no extension): a
// quantity of 0 is refused and never sent, the Revenue card rises on a purchase, the same person switches to the
// seller's account, and the seller's actions end with a toast while the toasts leave the header's buttons free.

const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The element at the centre of `target` is `target` or inside it: nothing (a toast) lies on top of it. */
async function expectUncovered(target: Locator) {
  await expect(target).toBeVisible();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${await target.textContent()} is covered`).toBe(true);
}

async function expectHeaderButtonsFree(page: Page) {
  const controls = page.getByTestId('wallet-controls');
  const targets = [
    ...(await page.getByRole('link', { name: 'Supplier Dashboard' }).all()),
    ...(await controls.getByRole('button').all()),
    ...(await page.locator('header').first().getByRole('button').all()),
  ];
  for (const target of targets) await expectUncovered(target);
}

test('one person with the demo wallet: quantity 0 refused, revenue rises, buyer then seller', async ({
  page,
  freshServer,
}) => {
  const api = (path: string) => page.request.get(`${freshServer.url}/api${path}`).then((r) => r.json());
  const revenue = async () => parseEther((await api('/marketplace/stats')).revenue as string);
  const product = (await api('/marketplace/products?search=oximeter')).items[0];
  const name: string = product.metadata.name;
  const demoAccounts: string[] = (await api('/marketplace/chain')).demoAccounts;
  const sellerNumber = demoAccounts.indexOf(product.seller) + 1;
  const buyerNumber = demoAccounts.length; // the last dev account: no seeded orders
  expect(sellerNumber).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${freshServer.url}/marketplace`);
  await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByTestId('install-wallet-dialog')
    .getByRole('button', { name: new RegExp(`^Use Demo account ${buyerNumber}, address 0x`) })
    .click();
  const connected = page.getByTestId('toast').filter({ hasText: 'Wallet connected successfully!' });
  await expect(connected).toBeVisible();
  await expect(page.getByTestId('wallet-account-name')).toHaveText(`Demo account ${buyerNumber}`);
  // While the toast shows, the header's buttons can still be clicked (issue 12 item 9).
  await expectHeaderButtonsFree(page);

  // Quantity 0 is refused beside the field; Confirm is disabled and nothing is bought (issue 12 item 2).
  const before = await revenue();
  await page.getByPlaceholder('Search medical supplies...').fill(name);
  await productCard(page, name).getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByTestId('purchase-dialog');
  const quantity = dialog.getByLabel('Quantity');
  for (const [typed, message] of [
    ['0', 'Buy at least 1 unit.'],
    ['-1', 'Buy at least 1 unit.'],
    ['1.5', 'Enter a whole number of units, such as 1 or 2.'],
    [String(product.inventory + 1), `Only ${product.inventory} units are available.`],
  ] as const) {
    await quantity.fill(typed);
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('purchase-total')).toHaveText('—');
    await expect(dialog.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
  }
  await quantity.fill('0');
  await quantity.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  expect(await revenue()).toBe(before);

  // A real purchase of 2 raises the Revenue by exactly its total (issue 12 item 9: it went down).
  await page.getByRole('tab', { name: 'Marketplace' }).click();
  await productCard(page, name).getByRole('button', { name: 'Buy Now' }).click();
  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Purchase completed successfully!' }),
  ).toBeVisible();
  expect(await revenue()).toBe(before + 2n * BigInt(product.priceWei));

  // Disconnect, then Connect asks which account: the same person becomes the seller (issue 12 item 7).
  await page.getByTestId('wallet-controls').getByRole('button', { name: 'Disconnect' }).click();
  await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByTestId('demo-account-dialog')
    .getByRole('button', { name: new RegExp(`^Use Demo account ${sellerNumber}, address 0x`) })
    .click();
  await expect(page.getByTestId('wallet-account-name')).toHaveText(`Demo account ${sellerNumber}`);

  // The seller confirms the order: a toast says so and the card moves on, no Confirm Order left to click.
  await page.goto(`${freshServer.url}/supplier`);
  await expect(page.getByTestId('wallet-account-name')).toHaveText(`Demo account ${sellerNumber}`);
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  const order = page.getByTestId('seller-order').filter({ hasText: 'Qty: 2' }).first();
  await order.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /Order #\d+ confirmed\./ })).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(order.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
  await expectHeaderButtonsFree(page);

  // Back to the buyer's account with Switch Account, remembered across a reload.
  await page.getByTestId('wallet-controls').getByRole('button', { name: 'Switch Account' }).click();
  await page
    .getByTestId('demo-account-dialog')
    .getByRole('button', { name: new RegExp(`^Use Demo account ${buyerNumber}, address 0x`) })
    .click();
  await expect(page.getByTestId('wallet-account-name')).toHaveText(`Demo account ${buyerNumber}`);
  await page.reload();
  await expect(page.getByTestId('wallet-account-name')).toHaveText(`Demo account ${buyerNumber}`);
});
