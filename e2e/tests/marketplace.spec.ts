import { devAccounts } from '@careledger/contracts';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';
import { injectTestWallet } from '../fixtures/wallet';

// Dev accounts the demo seed does not use: their orders and products are the test's own.
const BUYER = 8;
const NEW_SUPPLIER = 9;

const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Medical Supply Marketplace' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

test.describe('marketplace without a wallet', () => {
  test('browse the demo listings, search, filter by category and by the Filters panel', async ({ page }) => {
    await openMarketplace(page);
    const stats = page.getByRole('list', { name: 'Marketplace statistics' });
    for (const label of ['Products', 'Suppliers', 'Transactions', 'Verified', 'Revenue', 'Avg Rating'])
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats).toContainText('24');
    await expect(page.getByText('Connect your wallet to make purchases')).toBeVisible();
    // No wallet: Buy Now is disabled on every card.
    await expect(page.getByRole('button', { name: 'Buy Now' }).first()).toBeDisabled();

    const search = page.getByPlaceholder('Search medical supplies...');
    const gloves = await (await page.request.get('/api/marketplace/products?search=gloves')).json();
    expect(gloves.total).toBeGreaterThan(0);
    await search.fill('GLOVES');
    await expect(page.getByTestId('product-card')).toHaveCount(gloves.total);
    for (const text of await page.getByTestId('product-card').allInnerTexts())
      expect(text.toLowerCase()).toContain('gloves');

    await search.fill('no such supply anywhere');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await search.fill('');

    await page.getByTestId('category-select').click();
    await page.getByRole('option', { name: 'Respiratory' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(3);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Minimum price (ETH)').fill('1000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByTestId('active-filter-count')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('My Orders asks for a wallet', async ({ page }) => {
    await openMarketplace(page);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(page.getByText('Connect your wallet to view your orders')).toBeVisible();
  });

  test('without a wallet extension, Connect opens Install MetaMask with the demo wallet', async ({
    page,
  }) => {
    await openMarketplace(page);
    await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByTestId('install-wallet-dialog');
    await expect(dialog.getByRole('heading', { name: 'Install MetaMask' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Download MetaMask/ })).toHaveAttribute(
      'href',
      /metamask\.io/,
    );
    await expect(dialog.getByText('Use the demo wallet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('without an extension, a newcomer buys with the demo wallet of the local chain', async ({
  page,
  freshServer,
}) => {
  await page.goto(`${freshServer.url}/marketplace`);
  await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByTestId('install-wallet-dialog');
  await dialog
    .getByRole('button', { name: /^Use Demo account \d+, address 0x/ })
    .last()
    .click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Wallet connected successfully!' })).toBeVisible();

  await page.getByPlaceholder('Search medical supplies...').fill('oximeter');
  const card = page.getByTestId('product-card').first();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByTestId('purchase-dialog').getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Purchase completed successfully!' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Pending');

  // The chosen demo account is remembered: a reload reconnects it.
  await page.reload();
  await expect(page.getByTestId('wallet-address')).toBeVisible();
});

test.describe('marketplace with a browser wallet', () => {
  test('a rejected connection says "Connection rejected by user."', async ({ page, server }) => {
    const wallet = await injectTestWallet(page, { serverUrl: server.url, account: BUYER });
    wallet.failNextConnect(4001, 'User rejected the request.');
    await openMarketplace(page);
    await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Connection rejected by user.' })).toBeVisible();
  });

  test('the debug modal shows its flags, and the account change is announced', async ({ page, server }) => {
    const wallet = await injectTestWallet(page, { serverUrl: server.url, account: BUYER, authorised: true });
    await openMarketplace(page);
    // An authorised account connects on load, without a prompt.
    await expect(page.getByTestId('wallet-address')).toContainText(wallet.address.toLowerCase().slice(0, 6));

    await page.getByRole('button', { name: 'Wallet debug' }).click();
    const debug = page.getByTestId('wallet-debug-dialog');
    await expect(debug.getByRole('heading', { name: 'Wallet Debug' })).toBeVisible();
    for (const [flag, value] of [
      ['extensionAvailable', 'Yes'],
      ['connected', 'Yes'],
      ['loading', 'No'],
      ['signer', 'Yes'],
      ['provider', 'Yes'],
    ] as const)
      await expect(debug.getByTestId(`wallet-flag-${flag}`)).toContainText(value);
    await expect(debug.getByTestId('wallet-debug-address')).toContainText(wallet.address.toLowerCase());
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await wallet.switchAccount(BUYER - 1);
    await expect(page.getByTestId('toast').filter({ hasText: 'Account changed' })).toBeVisible();
    await expect(page.getByTestId('wallet-address')).toContainText(wallet.address.toLowerCase().slice(0, 6));
    await wallet.lock();
    await expect(
      page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible();
  });

  test('buy, then the seller confirms and ships, and the buyer confirms delivery', async ({
    page,
    freshServer,
  }) => {
    const products = await (
      await page.request.get(`${freshServer.url}/api/marketplace/products?search=oximeter`)
    ).json();
    const product = products.items[0];
    const name: string = product.metadata.name;
    const sellerIndex = devAccounts.findIndex((a) => a.address.toLowerCase() === product.seller);
    expect(sellerIndex).toBeGreaterThan(0);

    const wallet = await injectTestWallet(page, { serverUrl: freshServer.url, account: BUYER });
    await page.goto(`${freshServer.url}/marketplace`);
    await page.getByTestId('wallet-controls').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Wallet connected successfully!' }),
    ).toBeVisible();

    // The buyer's wallet is linked to the signed-in account by a signature: its order news reaches the bell.
    const controls = page.getByTestId('wallet-controls');
    await controls.getByRole('button', { name: 'Link to my account' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Wallet linked to your account.' }),
    ).toBeVisible();
    await expect(controls.getByTestId('wallet-linked')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Marketplace' }).click();

    await page.getByPlaceholder('Search medical supplies...').fill(name);
    await productCard(page, name).getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await expect(dialog.getByRole('heading', { name: 'Purchase Product' })).toBeVisible();
    await expect(dialog.getByText(`Available: ${product.inventory} units`)).toBeVisible();
    await dialog.getByLabel('Quantity').fill('2');
    const unit = Number(product.price);
    await expect(dialog.getByTestId('purchase-total')).toContainText((unit * 2).toFixed(2));
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Purchase completed successfully!' }),
    ).toBeVisible();
    await expect(productCard(page, name)).toContainText(`${product.inventory - 2} units`);

    await page.getByRole('tab', { name: 'My Orders' }).click();
    const order = page.getByTestId('order-card').first();
    await expect(order).toContainText(/Order #\d+/);
    await expect(order).toContainText('Qty: 2');
    await expect(order.getByTestId('order-status')).toHaveText('Pending');
    await expect(order).toContainText(/Tx: 0x[0-9a-f]{8}/);

    // The seller, in the same browser, switches account in the wallet and handles the order.
    await wallet.switchAccount(sellerIndex);
    await page.goto(`${freshServer.url}/supplier`);
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    const sellerOrder = page.getByTestId('seller-order').filter({ hasText: 'Qty: 2' }).first();
    await sellerOrder.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(sellerOrder.getByTestId('order-status')).toHaveText('Confirmed');
    await sellerOrder.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect(sellerOrder.getByTestId('order-status')).toHaveText('Shipped');

    await wallet.switchAccount(BUYER);
    await page.goto(`${freshServer.url}/marketplace`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(order.getByTestId('order-status')).toHaveText('Shipped');
    await order.getByRole('button', { name: 'Confirm Delivery' }).click();
    await page
      .getByRole('dialog', { name: /Confirm delivery of order #\d+\?/ })
      .getByRole('button', { name: 'Confirm Delivery' })
      .click();
    await expect(order.getByTestId('order-status')).toHaveText('Delivered');
    await order.getByRole('button', { name: 'Rate 5 out of 5' }).click();
    await expect(order.getByText('You rated this order 5 out of 5')).toBeVisible();

    // The wallets that connected are followed: the order's events reached the notification centre.
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel.getByText(/Order #\d+ delivered/).first()).toBeVisible();
    await expect(panel.getByText(/Order #\d+ placed/).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The seller withdraws what the deliveries credited.
    await wallet.switchAccount(sellerIndex);
    await page.goto(`${freshServer.url}/supplier`);
    const balance = page.getByTestId('withdraw-balance');
    await expect(balance).not.toHaveText('0.0000 ETH');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Earnings withdrawn to your wallet.' }),
    ).toBeVisible();
    await expect(balance).toHaveText('0.0000 ETH');
  });

  test('the buyer cancels a pending order; the seller edits and then deactivates the listing', async ({
    page,
    freshServer,
  }) => {
    const products = await (
      await page.request.get(`${freshServer.url}/api/marketplace/products?search=nebulizer`)
    ).json();
    const product = products.items[0];
    const name: string = product.metadata.name;
    const sellerIndex = devAccounts.findIndex((a) => a.address.toLowerCase() === product.seller);

    const wallet = await injectTestWallet(page, {
      serverUrl: freshServer.url,
      account: BUYER,
      authorised: true,
    });
    await page.goto(`${freshServer.url}/marketplace`);
    await page.getByPlaceholder('Search medical supplies...').fill(name);
    await productCard(page, name).getByRole('button', { name: 'Buy Now' }).click();
    await page.getByTestId('purchase-dialog').getByRole('button', { name: 'Confirm Purchase' }).click();
    await expect(productCard(page, name)).toContainText(`${product.inventory - 1} units`);

    await page.getByRole('tab', { name: 'My Orders' }).click();
    const order = page.getByTestId('order-card').first();
    await order.getByRole('button', { name: 'Cancel Order' }).click();
    await page
      .getByRole('dialog', { name: /Cancel order #\d+\?/ })
      .getByRole('button', { name: 'Cancel Order' })
      .click();
    await expect(order.getByTestId('order-status')).toHaveText('Cancelled');
    await page.getByRole('tab', { name: 'Marketplace' }).click();
    await expect(productCard(page, name)).toContainText(`${product.inventory} units`);

    await wallet.switchAccount(sellerIndex);
    await page.goto(`${freshServer.url}/supplier`);
    const card = page.getByTestId('supplier-product-card').filter({ hasText: name });
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByTestId('edit-product-dialog');
    await edit.getByLabel('Price * (ETH)').fill('0.07');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Product updated successfully!' }),
    ).toBeVisible();
    await expect(card).toContainText('0.07');

    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate product' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `${name} is no longer listed on the marketplace.` }),
    ).toBeVisible();
    await page.goto(`${freshServer.url}/marketplace`);
    await page.getByPlaceholder('Search medical supplies...').fill(name);
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('the buyer cancels a confirmed order the seller has not shipped in time, for a refund', async ({
    page,
    chainServer,
  }) => {
    const products = await (
      await page.request.get(`${chainServer.url}/api/marketplace/products?search=thermometer`)
    ).json();
    const product = products.items[0];
    const name: string = product.metadata.name;
    const sellerIndex = devAccounts.findIndex((a) => a.address.toLowerCase() === product.seller);

    const wallet = await injectTestWallet(page, {
      serverUrl: chainServer.url,
      account: BUYER,
      authorised: true,
    });
    await page.goto(`${chainServer.url}/marketplace`);
    await page.getByPlaceholder('Search medical supplies...').fill(name);
    await productCard(page, name).getByRole('button', { name: 'Buy Now' }).click();
    await page.getByTestId('purchase-dialog').getByRole('button', { name: 'Confirm Purchase' }).click();
    await expect(productCard(page, name)).toContainText(`${product.inventory - 1} units`);

    await wallet.switchAccount(sellerIndex);
    await page.goto(`${chainServer.url}/supplier`);
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    const sellerOrder = page.getByTestId('seller-order').filter({ hasText: name }).first();
    await sellerOrder.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(sellerOrder.getByTestId('order-status')).toHaveText('Confirmed');

    // Confirmed and not shipped: the buyer is told from when a refund can be had, and offered no cancel yet.
    await wallet.switchAccount(BUYER);
    await page.goto(`${chainServer.url}/marketplace`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    const order = page.getByTestId('order-card').first();
    await expect(order.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(order.getByTestId('refund-date')).toContainText('you can cancel for a refund from');
    await expect(order.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Fifteen days later, on the chain and in the browser: the seller never shipped.
    const fifteenDays = 15 * 24 * 60 * 60;
    for (const [method, params] of [
      ['evm_increaseTime', [fifteenDays]],
      ['evm_mine', []],
    ] as const) {
      const answer = await page.request.post(chainServer.chainRpcUrl, {
        data: { jsonrpc: '2.0', id: 1, method, params },
      });
      expect((await answer.json()).error).toBeUndefined();
    }
    await page.clock.setFixedTime(Date.now() + fifteenDays * 1000);
    await page.reload();
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(order.getByTestId('refund-date')).toContainText('you can cancel for a refund since');
    await order.getByRole('button', { name: 'Cancel for Refund' }).click();
    await page
      .getByRole('dialog', { name: /Cancel order #\d+ for a refund\?/ })
      .getByRole('button', { name: 'Cancel for Refund' })
      .click();
    await expect(order.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(order.getByTestId('refund-date')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Marketplace' }).click();
    await expect(productCard(page, name)).toContainText(`${product.inventory} units`);
  });

  test('a supplier adds a product that becomes Verified on the marketplace', async ({
    page,
    freshServer,
  }) => {
    await injectTestWallet(page, { serverUrl: freshServer.url, account: NEW_SUPPLIER, authorised: true });
    await page.goto(`${freshServer.url}/supplier`);
    await expect(page.getByText('No products yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByTestId('add-product-dialog');
    await expect(dialog.getByRole('heading', { name: 'Add New Product' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
    await dialog.getByLabel('Name *').fill('Sterile wound dressing 10 x 10 cm');
    await dialog.getByLabel('Description *').fill('Non-adherent, individually wrapped, box of 50.');
    await dialog.getByLabel('Category *').click();
    await page.getByRole('option', { name: 'Consumables' }).click();
    await dialog.getByLabel('Price * (ETH)').fill('abc');
    await dialog.getByLabel('Inventory *').fill('40');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Please enter valid numbers for price and inventory.')).toBeVisible();
    await dialog.getByLabel('Price * (ETH)').fill('0.04');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Product listed successfully!' })).toBeVisible();
    await expect(page.getByTestId('supplier-product-card')).toHaveCount(1);

    await page.goto(`${freshServer.url}/marketplace`);
    await page.getByPlaceholder('Search medical supplies...').fill('wound dressing');
    const card = productCard(page, 'Sterile wound dressing 10 x 10 cm');
    await expect(card).toContainText('Verified');
    await expect(card).toContainText('40 units');
  });
});
