import type { InventoryItem, SuppliesPage } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { LowStockCard } from './low-stock-card';
import { SuppliesTable } from './supplies-table';

vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const item = (id: number, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: `Item ${id}`,
  category: 'Consumables',
  unit: 'box',
  stock: 3,
  threshold: 10,
  status: 'critical',
  expiry: null,
  expiryState: null,
  supplierId: 1,
  supplierName: 'MedSupply Co.',
  price: 1,
  blockchainVerified: false,
  rfidTag: null,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const page = (items: InventoryItem[], total = items.length): SuppliesPage => ({
  items,
  total,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
});
const statusOf = (url: string) => new URL(url, 'http://x').searchParams.get('status');
const noop = () => undefined;

/** The supplies API answering by the status filter asked for. */
function stubSupplies(byStatus: Record<string, SuppliesPage>) {
  return stubApi({
    'GET /api/inventory/supplies': (url) => json(byStatus[statusOf(url) ?? 'all'] ?? page([])),
  });
}
const suppliesStatuses = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => statusOf(String(url)));

describe('supplies status filter and the Low Stock card', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['inventory', 'wallet']);
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds expired stock through the filter: the server is asked for it and the row says Expired', async () => {
    const expired = item(1, {
      name: 'Amoxicillin 500mg',
      status: 'good',
      stock: 40,
      expiry: '2026-01-31',
      expiryState: 'expired',
    });
    const fetch = stubSupplies({ all: page([item(2, { status: 'good' })]), expired: page([expired]) });
    renderWithProviders(<SuppliesTable onView={noop} onEdit={noop} onRemove={noop} />);
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    fireEvent.keyDown(filter, { key: 'Enter' });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'All statuses',
      'Good',
      'Low',
      'Critical',
      'Needs restocking',
      'Expired',
      'Expiring soon',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Expired' }));
    const row = await screen.findByRole('row', { name: /Amoxicillin 500mg/ });
    expect(suppliesStatuses(fetch)).toContain('expired');
    expect(row.getAttribute('data-expiry-state')).toBe('expired');
    expect(within(row).getByText('Good')).toBeTruthy();
    expect(within(row).getByTestId('expiry-state').textContent).toBe('Expired');
  });

  it('says how many of how many need restocking, and See all opens Supplies filtered by low and critical', async () => {
    const critical = [1, 2, 3].map((id) => item(id));
    const low = [4, 5, 6].map((id) => item(id, { status: 'low', stock: 8 }));
    const fetch = stubSupplies({
      critical: page(critical),
      low: page(low),
      restock: page([...critical, ...low]),
    });
    renderWithProviders(
      <>
        <LowStockCard />
        <SuppliesTable onView={noop} onEdit={noop} onRemove={noop} />
      </>,
    );
    expect((await screen.findByTestId('low-stock-count')).textContent).toBe('5 of 6 needing restocking');
    expect(screen.getAllByTestId('low-stock-item')).toHaveLength(5);
    const seeAll = screen.getByRole('link', { name: 'See all 6 items needing restocking' });
    expect(seeAll.getAttribute('href')).toBe('/inventory?tab=supplies&status=restock');

    fireEvent.click(seeAll);
    await vi.waitFor(() => expect(screen.getAllByTestId('supply-row')).toHaveLength(6));
    expect(suppliesStatuses(fetch)).toContain('restock');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Needs restocking');
  });
});
