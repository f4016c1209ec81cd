import type { InventoryItem } from '@careledger/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { inventoryItemFixture } from '@/testing/inventory-item';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { orderFixture, productFixture } from '../testing/fixtures';
import { ReceiveOrderDialog } from './receive-order-dialog';

const item = (id: number, name: string): InventoryItem => inventoryItemFixture({ id, name, unit: 'boxes' });
const suppliesOf = (items: InventoryItem[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  totalIsCapped: false,
});

const PRODUCTS = 'GET /api/marketplace/products';
const SUPPLIES = 'GET /api/inventory/supplies';
const RECEIVE = 'POST /api/marketplace/orders/7/receive';
const delivered = orderFixture({ status: 'delivered', productName: 'Nitrile gloves' });

function receiveRoute() {
  const bodies: unknown[] = [];
  const route = (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return json({ ...delivered, receivedMovementId: 99 });
  };
  return { bodies, route };
}

const picker = () => screen.getByRole('combobox', { name: 'Inventory item' });
// The listing, then its item: two requests in a row, slow on a busy machine.
const WAIT = { timeout: 4000 };
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Receive' }));

describe('ReceiveOrderDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
    // The request functions load their zod schemas on first use; load them here, not inside a test's wait.
    await Promise.all([import('@/api/inventory/schemas'), import('@/api/marketplace/schemas')]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('preselects the inventory item the listing came from, even when another name matches', async () => {
    const receive = receiveRoute();
    stubApi({
      [PRODUCTS]: {
        items: [productFixture({ id: 1, inventoryItemId: 12 })],
        total: 1,
        page: 1,
        pageSize: 100,
      },
      'GET /api/inventory/items/12': item(12, 'Gloves, nitrile, M'),
      [SUPPLIES]: suppliesOf([item(3, 'Nitrile gloves'), item(4, 'Surgical masks')]),
      [RECEIVE]: receive.route,
    });
    renderWithProviders(<ReceiveOrderDialog order={delivered} orderId={7} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(picker().textContent).toContain('Gloves, nitrile, M'), WAIT);
    submit();
    await vi.waitFor(() => expect(receive.bodies).toEqual([{ itemId: 12 }]), WAIT);
  });

  it('preselects the one item named exactly like the product when the listing names none; still changeable', async () => {
    const receive = receiveRoute();
    stubApi({
      [PRODUCTS]: {
        items: [productFixture({ id: 1, inventoryItemId: null })],
        total: 1,
        page: 1,
        pageSize: 100,
      },
      [SUPPLIES]: suppliesOf([item(3, 'Nitrile gloves'), item(4, 'Nitrile gloves, powder-free')]),
      [RECEIVE]: receive.route,
    });
    renderWithProviders(<ReceiveOrderDialog order={delivered} orderId={7} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(picker().textContent).toContain('Nitrile gloves'), WAIT);
    submit();
    await vi.waitFor(() => expect(receive.bodies).toEqual([{ itemId: 3 }]), WAIT);
    cleanup();

    // Still the person's choice: a new search drops the preselection.
    renderWithProviders(<ReceiveOrderDialog order={delivered} orderId={7} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(picker().textContent).toContain('Nitrile gloves'), WAIT);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory items' }), {
      target: { value: 'powder' },
    });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an inventory item.');
    expect(receive.bodies).toHaveLength(1);
  });

  it('asks to pick when nothing matches exactly', async () => {
    const receive = receiveRoute();
    stubApi({
      [PRODUCTS]: { items: [], total: 0, page: 1, pageSize: 100 },
      [SUPPLIES]: suppliesOf([item(4, 'Nitrile gloves, powder-free')]),
      [RECEIVE]: receive.route,
    });
    renderWithProviders(<ReceiveOrderDialog order={delivered} orderId={7} onClose={vi.fn()} />);
    await screen.findByRole('combobox', { name: 'Inventory item' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an inventory item.');
    expect(receive.bodies).toEqual([]);
  });
});
