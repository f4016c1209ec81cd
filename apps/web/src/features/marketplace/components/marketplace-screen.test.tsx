import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWallet } from '@/components/marketplace/testing/fake-wallet';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { orderFixture, pageOf, productFixture, statsFixture } from '../testing/fixtures';
import { MarketplaceScreen } from './marketplace-screen';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const BUYER_ORDERS = '/api/marketplace/orders';

/** Radix switches measure themselves; jsdom has no ResizeObserver. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const productUrls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/marketplace/products'));

describe('MarketplaceScreen', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setWallet('disconnected');
  });

  it('shows the six stat cards from the stats, Revenue in ETH and Avg Rating with one decimal', async () => {
    stubApi({ '/api/marketplace/stats': statsFixture, '/api/marketplace/products': pageOf([]) });
    renderWithProviders(<MarketplaceScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Medical Supply Marketplace');
    const value = async (id: string) => (await screen.findByTestId(`${id}-value`)).textContent;
    expect(await value('stat-products')).toBe('24');
    expect(await value('stat-suppliers')).toBe('6');
    expect(await value('stat-transactions')).toBe('130');
    expect(await value('stat-verified')).toBe('20');
    expect(await value('stat-revenue')).toBe('12.35 ETH');
    expect(await value('stat-avg-rating')).toBe('4.6');
    expect(screen.getByRole('link', { name: 'Supplier Dashboard' }).getAttribute('href')).toBe('/supplier');
  });

  it('shows a card per product, with the fallbacks, and the floating notice without a wallet', async () => {
    stubApi({
      '/api/marketplace/stats': statsFixture,
      '/api/marketplace/products': pageOf([
        productFixture(),
        productFixture({ id: 2, metadata: null, verified: false, rating: null, inventory: 0 }),
      ]),
    });
    renderWithProviders(<MarketplaceScreen />);
    const cards = await screen.findAllByTestId('product-card');
    const [gloves, unnamed] = cards.map((card) => within(card));
    if (!gloves || !unnamed) throw new Error('two cards expected');
    expect(gloves.getByRole('img', { name: 'Nitrile gloves' }).getAttribute('src')).toBe(
      '/images/product-placeholder-150.svg',
    );
    expect(gloves.getByText('Verified')).toBeTruthy();
    expect(gloves.getByText('0.125 ETH')).toBeTruthy();
    expect(gloves.getByText('0x0000')).toBeTruthy();
    expect(gloves.getByText('5 units')).toBeTruthy();
    expect(unnamed.getByRole('heading').textContent).toBe('Listing #2');
    expect(unnamed.queryByText('Verified')).toBeNull();
    expect(unnamed.getByText('No ratings yet')).toBeTruthy();
    expect(unnamed.getByText('Out of stock')).toBeTruthy();
    await screen.findAllByRole('button', { name: 'Buy Now' });
    for (const card of cards)
      expect(within(card).getByRole('button', { name: 'Buy Now' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Connect your wallet to make purchases').getAttribute('role')).toBe('status');
  });

  it('enables Buy Now with a wallet for products in stock only, and opens the details dialog', async () => {
    setWallet('connected');
    stubApi({
      '/api/marketplace/stats': statsFixture,
      '/api/marketplace/products': pageOf([productFixture(), productFixture({ id: 2, inventory: 0 })]),
    });
    renderWithProviders(<MarketplaceScreen />);
    const buttons = await screen.findAllByRole('button', { name: 'Buy Now' });
    expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([false, true]);
    expect(screen.queryByText('Connect your wallet to make purchases')).toBeNull();
    const [details] = screen.getAllByRole('button', { name: 'View details of Nitrile gloves' });
    if (!details) throw new Error('details button expected');
    fireEvent.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Nitrile gloves' });
    expect(within(dialog).getByText(`0x${'cd'.repeat(32)}`)).toBeTruthy();
    expect(within(dialog).getByText('0x00000000000000000000000000000000000000a1')).toBeTruthy();
  });

  it('shows the empty state, and the load failure', async () => {
    stubApi({ '/api/marketplace/stats': statsFixture, '/api/marketplace/products': pageOf([]) });
    renderWithProviders(<MarketplaceScreen />);
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeTruthy();
    cleanup();

    stubApi({ '/api/marketplace/stats': statsFixture });
    renderWithProviders(<MarketplaceScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load marketplace data');
  });

  it('sends the debounced search and the applied filters to the server, and counts the filters', async () => {
    const fetch = stubApi({
      '/api/marketplace/stats': statsFixture,
      '/api/marketplace/products': pageOf([]),
    });
    renderWithProviders(<MarketplaceScreen />);
    await screen.findByText('No products found');
    fireEvent.change(screen.getByPlaceholderText('Search medical supplies...'), { target: { value: 'glo' } });
    fireEvent.change(screen.getByPlaceholderText('Search medical supplies...'), {
      target: { value: 'gloves' },
    });
    await vi.waitFor(() =>
      expect(productUrls(fetch)).toContain('/api/marketplace/products?search=gloves&page=1&pageSize=24'),
    );
    expect(productUrls(fetch).some((url) => url.includes('search=glo&'))).toBe(false);

    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(filters);
    // The panel's code is fetched when it first opens.
    const panel = await screen.findByRole('form', { name: 'Filters' });
    fireEvent.change(within(panel).getByLabelText('Minimum price (ETH)'), { target: { value: '0.1' } });
    fireEvent.click(within(panel).getByRole('switch', { name: 'In stock only' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(productUrls(fetch)).toContain(
        '/api/marketplace/products?search=gloves&minPrice=0.1&inStock=true&page=1&pageSize=24',
      ),
    );
    expect(screen.getByTestId('active-filter-count').textContent).toContain('2');

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByTestId('active-filter-count')).toBeNull();
  });

  it('says why a price filter is refused', async () => {
    stubApi({ '/api/marketplace/stats': statsFixture, '/api/marketplace/products': pageOf([]) });
    renderWithProviders(<MarketplaceScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Minimum price (ETH)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Maximum price (ETH)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The minimum price cannot be above the maximum price.',
    );
  });

  describe('My Orders', () => {
    const openOrders = async () => fireEvent.mouseDown(await screen.findByRole('tab', { name: 'My Orders' }));

    it('asks for a wallet first', async () => {
      stubApi({ '/api/marketplace/stats': statsFixture, '/api/marketplace/products': pageOf([]) });
      renderWithProviders(<MarketplaceScreen />);
      await openOrders();
      expect(await screen.findByText('Connect your wallet to view your orders')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    });

    it('says so when the wallet has no orders', async () => {
      setWallet('connected');
      stubApi({
        '/api/marketplace/stats': statsFixture,
        '/api/marketplace/products': pageOf([]),
        [BUYER_ORDERS]: { items: [] },
      });
      renderWithProviders(<MarketplaceScreen />);
      await openOrders();
      expect(await screen.findByText('No orders yet')).toBeTruthy();
      expect(screen.getByText('Start shopping to see your orders here')).toBeTruthy();
    });

    it('lists the orders with their total, quantity, status, hash and the buyer actions', async () => {
      setWallet('connected');
      const fetch = stubApi({
        '/api/marketplace/stats': statsFixture,
        '/api/marketplace/products': pageOf([]),
        [BUYER_ORDERS]: {
          items: [
            orderFixture(),
            orderFixture({ id: 8, txHash: `0x${'12'.repeat(32)}`, status: 'delivered' }),
            orderFixture({ id: null, txHash: `0x${'34'.repeat(32)}`, mined: false }),
          ],
        },
      });
      renderWithProviders(<MarketplaceScreen />);
      await openOrders();
      const [pending, delivered, unmined] = (await screen.findAllByTestId('order-card')).map((c) =>
        within(c),
      );
      if (!pending || !delivered || !unmined) throw new Error('three orders expected');
      expect(fetch.mock.calls.map(([u]) => String(u))).toContain(
        '/api/marketplace/orders?buyer=0x00000000000000000000000000000000000000b1',
      );
      expect(pending.getByRole('heading').textContent).toBe('Order #7');
      expect(pending.getByText('0.25 ETH')).toBeTruthy();
      expect(pending.getByText('Qty: 2')).toBeTruthy();
      expect(pending.getByText('Tx: 0xefefefef')).toBeTruthy();
      expect(pending.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
      expect(delivered.getByRole('button', { name: 'Rate 5 out of 5' })).toBeTruthy();
      expect(delivered.getByRole('button', { name: 'Receive into inventory' })).toBeTruthy();
      expect(unmined.getByRole('heading').textContent).toBe('Order pending confirmation');
      expect(unmined.queryByRole('button')).toBeNull();
    });
  });
});
