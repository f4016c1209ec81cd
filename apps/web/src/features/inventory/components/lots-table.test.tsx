import type { InventoryItem, StockCard } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { StockCardDialog } from './stock-card-dialog';

const item: InventoryItem = {
  id: 42,
  name: 'Amoxicillin 500mg',
  category: 'Antibiotics',
  unit: 'box',
  stock: 11,
  threshold: 5,
  status: 'good',
  expiry: '2020-01-31',
  supplierId: null,
  supplierName: null,
  price: 12.5,
  blockchainVerified: false,
  rfidTag: null,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const movement = {
  itemId: 42,
  lotNumber: 'OLD',
  reference: null,
  createdBy: 'manager',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const card: StockCard = {
  item,
  lots: [
    { id: 7, lotNumber: 'OLD', expiry: '2020-01-31', quantity: 6 },
    { id: 8, lotNumber: 'NEXT', expiry: '2099-06-01', quantity: 5 },
  ],
  movements: [
    {
      ...movement,
      id: 3,
      kind: 'adjustment',
      quantity: -2,
      balance: 11,
      reason: 'write-off: other — Vials cracked',
    },
    { ...movement, id: 2, kind: 'adjustment', quantity: 1, balance: 13, reason: 'Found in store' },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

describe('Stock card lots: write off one lot with its reason', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks the expired lot, asks before writing it off as expired, and posts only that lot', async () => {
    const posted: unknown[] = [];
    const fetch = stubApi({
      'GET /api/inventory/items/42/movements': card,
      'POST /api/inventory/items/42/lots/7/write-off': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ movement: card.movements[0], movements: [card.movements[0]], item }, 201);
      },
    });
    renderWithProviders(<StockCardDialog itemId={42} name={item.name} onClose={() => {}} />);
    const rows = await screen.findAllByTestId('lot-row');
    expect(rows[0]?.dataset.expired).toBe('true');
    expect(rows[0]?.textContent).toContain('Expired');
    expect(rows[1]?.dataset.expired).toBeUndefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Write off lot OLD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off lot OLD?' });
    expect(dialog.textContent).toContain('All 6 box left in lot OLD leave the stock');
    expect(within(dialog).getByTestId('write-off-reason').textContent).toContain('Expired');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'expired', note: null }]));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/lots/8/'))).toEqual([]);
  });

  it('shows staff the lots without a Write off button or its column (inventory.manage writes off)', async () => {
    stubApi({ '/api/auth/session': sessionFor('staff'), 'GET /api/inventory/items/42/movements': card });
    renderWithProviders(
      <>
        <SessionReady />
        <StockCardDialog itemId={42} name={item.name} onClose={() => {}} />
      </>,
    );
    expect(await waitForSession()).toBe('staff');
    const lots = await screen.findByTestId('stock-card-lots');
    expect(within(lots).getAllByTestId('lot-row')).toHaveLength(2);
    expect(within(lots).queryAllByRole('button')).toEqual([]);
    expect(within(lots).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('shows a write-off in the ledger as its own kind with its reason', async () => {
    stubApi({ 'GET /api/inventory/items/42/movements': card });
    renderWithProviders(<StockCardDialog itemId={42} name={item.name} onClose={() => {}} />);
    const [writeOff, other] = await screen.findAllByTestId('movement-row');
    expect(writeOff?.dataset.kind).toBe('write-off');
    expect(writeOff?.textContent).toContain('Write-off');
    expect(writeOff?.textContent).toContain('Other — Vials cracked');
    expect(other?.dataset.kind).toBe('adjustment');
  });
});
