import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUYER, setWallet } from '@/components/marketplace/testing/fake-wallet';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { stubApi } from '@/testing/stub-api';
import { productFixture, statsFixture } from '../testing/fixtures';
import { SupplierScreen } from './supplier-screen';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const STATS = `GET /api/marketplace/sellers/${BUYER}/stats`;
const PRODUCTS = 'GET /api/marketplace/products';
const ORDERS = 'GET /api/marketplace/orders';

/** The screen, made anew (its state gone) each time "Make again" is pressed. */
function MadeAgainOnClick() {
  const [made, setMade] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMade(made + 1)}>
        Make again
      </button>
      <SupplierScreen key={made} />
    </>
  );
}

describe('SupplierScreen', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setWallet('disconnected');
  });

  it('asks for a wallet, with the wallet controls to connect one', () => {
    const fetch = stubApi({});
    renderWithProviders(<SupplierScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Supplier Dashboard');
    expect(screen.getByText('Connect your wallet to access supplier features')).toBeTruthy();
    expect(screen.getByTestId('wallet-controls')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the six stat cards, the balance, and only the wallet’s own products', async () => {
    setWallet('connected');
    const fetch = stubApi({
      [STATS]: statsFixture,
      [PRODUCTS]: {
        items: [productFixture(), productFixture({ id: 5, active: false })],
        total: 2,
        page: 1,
        pageSize: 24,
      },
    });
    renderWithProviders(<SupplierScreen />);
    const value = async (id: string) => (await screen.findByTestId(`${id}-value`)).textContent;
    expect(await value('stat-products')).toBe('3');
    expect(await value('stat-orders')).toBe('9');
    expect(await value('stat-total-sales')).toBe('1.50 ETH');
    expect(await value('stat-this-month')).toBe('0.46 ETH');
    expect(await value('stat-pending')).toBe('2');
    expect(await value('stat-avg-rating')).toBe('4.3');
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('0.7500 ETH');
    expect(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(false);

    const cards = await screen.findAllByTestId('supplier-product-card');
    expect(cards).toHaveLength(2);
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      `/api/marketplace/products?seller=${BUYER}&includeInactive=true&page=1&pageSize=24`,
    );
    const [active, inactive] = cards.map((card) => within(card));
    expect(active?.getByRole('button', { name: 'Deactivate Insulin pens' }).className).toContain(
      'bg-red-700',
    );
    expect(inactive?.getByRole('button', { name: 'Reactivate Insulin pens' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Products' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty states of both views', async () => {
    setWallet('connected');
    stubApi({
      [STATS]: statsFixture,
      [PRODUCTS]: { items: [], total: 0, page: 1, pageSize: 24 },
      [ORDERS]: { items: [] },
    });
    renderWithProviders(<SupplierScreen />);
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByText('Add your first product to start selling')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Orders will appear here when customers make purchases')).toBeTruthy();
  });

  it('keeps the chosen view in the address, so a dashboard made again for the wallet keeps showing it', async () => {
    setWallet('connected');
    stubApi({
      [STATS]: statsFixture,
      [PRODUCTS]: { items: [], total: 0, page: 1, pageSize: 24 },
      [ORDERS]: { items: [] },
    });
    renderWithProviders(<MadeAgainOnClick />);
    fireEvent.click(await screen.findByRole('button', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    // A new dashboard, as when the wallet answers with its account while the page loads.
    fireEvent.click(screen.getByRole('button', { name: 'Make again' }));
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(await screen.findByText('No products yet')).toBeTruthy();
  });

  it('offers a Medicine Supplier selling but not the inventory sync, which a manager sees', async () => {
    setWallet('connected');
    const products = { items: [productFixture()], total: 1, page: 1, pageSize: 24 };
    stubApi({ '/api/auth/session': sessionFor('supplier'), [STATS]: statsFixture, [PRODUCTS]: products });
    renderWithProviders(
      <>
        <SessionReady />
        <SupplierScreen />
      </>,
    );
    expect(await waitForSession()).toBe('supplier');
    expect(await screen.findByTestId('supplier-product-card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(screen.queryByTestId('inventory-sync')).toBeNull();
    cleanup();

    stubApi({ '/api/auth/session': sessionFor('manager'), [STATS]: statsFixture, [PRODUCTS]: products });
    renderWithProviders(<SupplierScreen />);
    expect(await screen.findByTestId('inventory-sync')).toBeTruthy();
  });

  it('says when the supplier data cannot be loaded', async () => {
    setWallet('connected');
    stubApi({});
    renderWithProviders(<SupplierScreen />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('Failed to load supplier data');
  });
});
