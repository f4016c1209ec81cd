import type { PurchaseOrder } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { stubApi } from '@/testing/stub-api';
import { OrderRow } from './order-row';

const order: PurchaseOrder = {
  id: 12,
  supplierId: 1,
  supplierName: 'MedSupply Co.',
  status: 'partially_received',
  source: 'auto',
  lines: [{ id: 1, itemId: 7, itemName: 'Gauze', quantity: 10, receivedQuantity: 4, unitPrice: 2 }],
  totalAmount: 20,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const renderRow = () =>
  renderWithProviders(
    <>
      <SessionReady />
      <table>
        <tbody>
          <OrderRow order={order} onReceive={() => undefined} />
        </tbody>
      </table>
    </>,
  );
const cancels = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/inventory/purchase-orders/12/cancel');

describe('OrderRow', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads Partially received and still offers Receive and Cancel', async () => {
    stubApi();
    renderRow();
    const row = screen.getByTestId('order-row');
    expect(row.textContent).toContain('Partially received');
    expect(row.textContent).toContain('4 of 10 received');
    await within(row).findByRole('button', { name: 'Receive' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Receive', 'Cancel']);
  });

  it('offers staff no actions and no actions cell: orders.manage sends, receives and cancels', async () => {
    stubApi({ '/api/auth/session': sessionFor('staff') });
    renderRow();
    expect(await waitForSession()).toBe('staff');
    const row = screen.getByTestId('order-row');
    expect(row.querySelectorAll('td')).toHaveLength(5);
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('cancels nothing until confirmed, nothing on Keep Order, and once on Cancel Order', async () => {
    const fetch = stubApi({
      'POST /api/inventory/purchase-orders/12/cancel': { ...order, status: 'cancelled' },
    });
    renderRow();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel PO #12?' });
    expect(dialog.textContent).toContain('Goods already received stay in stock.');
    expect(cancels(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel PO #12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels(fetch)).toHaveLength(1);
  });
});
