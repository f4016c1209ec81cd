import type { AutoGeneratePreview } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { HeaderActions } from './header-actions';

const FINGERPRINT = 'c'.repeat(64);
const preview: AutoGeneratePreview = {
  fingerprint: FINGERPRINT,
  orders: [
    {
      supplierId: 1,
      supplierName: 'MedSupply Co.',
      totalAmount: 479.75,
      lines: [
        {
          itemId: 7,
          itemName: 'Ibuprofen 400 mg tablets',
          unit: 'box of 50',
          stock: 59,
          threshold: 80,
          quantity: 101,
          quantityBasis: 'forecast',
          unitPrice: 4.75,
        },
      ],
    },
  ],
};
const created = { created: [] };
const generates = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('Auto-Generate Orders asks first', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the orders it would create (supplier, item × quantity, stock, total); Cancel creates nothing', async () => {
    const fetch = stubApi({ 'GET /api/inventory/purchase-orders/auto-generate/preview': preview });
    renderWithProviders(<HeaderActions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto-Generate Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create these purchase orders?' });
    const order = within(dialog).getByTestId('planned-order');
    expect(order.textContent).toContain('MedSupply Co.');
    expect(order.textContent).toContain('Total 479.75');
    expect(order.textContent).toContain('Ibuprofen 400 mg tablets × 101 box of 50');
    expect(order.textContent).toContain('stock 59, threshold 80, order up to 160');
    expect(order.textContent).toContain('quantity from the restocking forecast');
    expect(dialog.textContent).toContain('Orders: 1 · Lines: 1.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generates(fetch)).toHaveLength(0);
  });

  it('creates the orders once, only on confirmation, with the preview’s fingerprint', async () => {
    const fetch = stubApi({
      'GET /api/inventory/purchase-orders/auto-generate/preview': preview,
      'POST /api/inventory/purchase-orders/auto-generate': created,
    });
    renderWithProviders(<HeaderActions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto-Generate Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create these purchase orders?' });
    expect(generates(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generates(fetch).map(([url]) => url)).toEqual([
      `/api/inventory/purchase-orders/auto-generate?confirm=${FINGERPRINT}`,
    ]);
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Purchase orders created: 0.');
  });

  it('keeps the dialog open with the reason when the plan changed since the preview', async () => {
    stubApi({
      'GET /api/inventory/purchase-orders/auto-generate/preview': preview,
      'POST /api/inventory/purchase-orders/auto-generate': () =>
        json(
          {
            error: 'CONFLICT',
            message: 'Stock or orders changed since the preview; no orders were created.',
          },
          409,
        ),
    });
    renderWithProviders(<HeaderActions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto-Generate Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create these purchase orders?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Orders' }));
    await waitFor(() => expect(dialog.textContent).toContain('no orders were created'));
  });

  it('has nothing to confirm when nothing needs ordering', async () => {
    stubApi({
      'GET /api/inventory/purchase-orders/auto-generate/preview': { orders: [], fingerprint: FINGERPRINT },
    });
    renderWithProviders(<HeaderActions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto-Generate Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create these purchase orders?' });
    expect(dialog.textContent).toContain('Nothing needed ordering');
    expect(
      (within(dialog).getByRole('button', { name: 'Create Orders' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
