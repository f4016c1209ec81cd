import type { InventoryItem } from '@careledger/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER, run, setWallet } from '@/components/marketplace/testing/fake-wallet';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { inventoryItemFixture } from '@/testing/inventory-item';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { productFixture } from '../testing/fixtures';
import { InventorySyncCard } from './inventory-sync-card';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const SYNC = 'POST /api/marketplace/inventory-sync';
const PRODUCTS = 'GET /api/marketplace/products';
const NOTHING_TO_RECORD = { recorded: 0, reversed: 0, notRecorded: [] };

const item = (id: number, stock: number): InventoryItem => inventoryItemFixture({ id, stock });

const changed = productFixture({ id: 1, inventoryItemId: 10, inventory: 10 });
const unchanged = productFixture({ id: 2, inventoryItemId: 11, inventory: 7 });
const unlinked = productFixture({ id: 3, inventoryItemId: null, inventory: 5 });
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

const messages = () => toast.getSnapshot().map((t) => t.message);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('InventorySyncCard', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['marketplace', 'wallet']);
  });
  beforeEach(() => {
    setWallet('connected');
    run.mockClear();
    for (const t of toast.getSnapshot()) toast.dismiss(t.id);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setWallet('disconnected');
  });

  it('without a wallet asks for one and calls nothing', () => {
    setWallet('disconnected');
    const fetch = stubApi({});
    renderWithProviders(<InventorySyncCard />);
    click('Sync Inventory to Marketplace');
    expect(messages()).toContain('Please connect your wallet to sync inventory.');
    click('Update Inventory from Blockchain');
    expect(fetch).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('sends updateProduct only for active listings of items whose stock differs', async () => {
    const fetch = stubApi({
      [SYNC]: NOTHING_TO_RECORD,
      [PRODUCTS]: page([changed, unchanged, unlinked]),
      'GET /api/inventory/items/10': item(10, 9),
      'GET /api/inventory/items/11': item(11, 7),
    });
    renderWithProviders(<InventorySyncCard />);
    click('Sync Inventory to Marketplace');
    await vi.waitFor(() =>
      expect(messages()).toContain('Inventory synced to marketplace successfully! 1 listing was updated.'),
    );
    const urls = fetch.mock.calls.map(([url]) => String(url));
    // Sales not yet on the ledger are recorded first; then the active listings and each linked item's stock.
    expect(urls[0]).toBe('/api/marketplace/inventory-sync');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ seller: BUYER });
    expect(urls).toContain(`/api/marketplace/products?seller=${BUYER}&page=1&pageSize=100`);
    expect(urls).toContain('/api/inventory/items/10');
    expect(urls).toContain('/api/inventory/items/11');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({
      functionName: 'updateProduct',
      args: [1n, 50_000_000_000_000_000n, 9n, changed.metadataHash],
    });
  });

  it('says when every listing is already up to date', async () => {
    stubApi({
      [SYNC]: NOTHING_TO_RECORD,
      [PRODUCTS]: page([unchanged]),
      'GET /api/inventory/items/11': item(11, 7),
    });
    renderWithProviders(<InventorySyncCard />);
    click('Sync Inventory to Marketplace');
    await vi.waitFor(() =>
      expect(messages()).toContain(
        'Inventory synced to marketplace successfully! All listings were already up to date.',
      ),
    );
    expect(run).not.toHaveBeenCalled();
  });

  it('says "Failed to sync inventory to marketplace." when a transaction fails', async () => {
    stubApi({
      [SYNC]: NOTHING_TO_RECORD,
      [PRODUCTS]: page([changed]),
      'GET /api/inventory/items/10': item(10, 3),
    });
    run.mockResolvedValueOnce({ ok: false, txHash: null, message: 'Rejected in the wallet.' } as never);
    renderWithProviders(<InventorySyncCard />);
    click('Sync Inventory to Marketplace');
    await vi.waitFor(() =>
      expect(messages()).toContain('Failed to sync inventory to marketplace. Rejected in the wallet.'),
    );
  });

  it('Update Inventory from Blockchain reports what was recorded and what was not', async () => {
    const fetch = stubApi({
      [SYNC]: {
        recorded: 2,
        reversed: 1,
        notRecorded: [{ orderId: 7, message: 'Only 1 unit is in stock.' }],
      },
    });
    renderWithProviders(<InventorySyncCard />);
    click('Update Inventory from Blockchain');
    await vi.waitFor(() => expect(messages()).toContain('2 sales recorded, 1 reversed.'));
    expect(messages()).toContain('1 sale could not be recorded: Order #7: Only 1 unit is in stock.');
    expect(screen.getByTestId('inventory-sync-not-recorded').textContent).toContain(
      'Order #7: Only 1 unit is in stock.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });

  it('says "Failed to update inventory from blockchain." when the server refuses', async () => {
    stubApi({});
    renderWithProviders(<InventorySyncCard />);
    click('Update Inventory from Blockchain');
    await vi.waitFor(() =>
      expect(messages().some((m) => m.startsWith('Failed to update inventory from blockchain.'))).toBe(true),
    );
  });
});
