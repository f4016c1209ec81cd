import type { AccountRole, InventoryAlert, InventoryItem, PurchaseOrder, Supplier } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { inventoryItemFixture } from '@/testing/inventory-item';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { InventoryScreen } from './inventory-screen';

vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const item = inventoryItemFixture({ id: 7, name: 'Gauze swabs', status: 'low', stock: 3, threshold: 5 });
const alert: InventoryAlert = {
  id: 'a1',
  itemId: 7,
  itemName: 'Gauze swabs',
  type: 'low_stock',
  severity: 'medium',
  title: 'Low stock: Gauze swabs',
  message: 'Stock is at or below its threshold.',
  params: null,
  status: 'active',
  createdAt: '2030-01-09T08:00:00.000Z',
};
const order: PurchaseOrder = {
  id: 12,
  supplierId: 1,
  supplierName: 'MedSupply Co.',
  status: 'pending',
  source: 'manual',
  lines: [{ id: 1, itemId: 7, itemName: 'Gauze swabs', quantity: 10, receivedQuantity: 0, unitPrice: 2 }],
  totalAmount: 20,
  createdAt: '2030-01-09T08:00:00.000Z',
  updatedAt: '2030-01-09T08:00:00.000Z',
};
const supplier: Supplier = {
  id: 1,
  name: 'MedSupply Co.',
  email: 'orders@medsupply.example',
  phone: '',
  address: '',
  defaultOrderQuantity: 10,
  minimumOrderQuantity: 1,
  leadTimeDays: 3,
};

const suppliesOf = (items: InventoryItem[]) => ({
  items,
  total: items.length,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
});

/** The inventory API as the screen reads it, signed in as `role`. */
function renderAs(role: AccountRole) {
  stubApi({
    '/api/auth/session': sessionFor(role),
    'GET /api/inventory/summary': {
      totalSupplies: 1,
      needsRestocking: 1,
      activeAlerts: 1,
      criticalAlerts: 0,
      purchaseOrders: 1,
      pendingOrders: 1,
      suppliers: 1,
    },
    'GET /api/inventory/alerts': { items: [alert] },
    'GET /api/inventory/purchase-orders': { items: [order] },
    'GET /api/inventory/suppliers': { items: [supplier] },
    // The one item is low: the Low Stock card's critical query finds nothing.
    'GET /api/inventory/supplies': (url) => json(suppliesOf(url.includes('status=critical') ? [] : [item])),
  });
  renderWithProviders(
    <>
      <SessionReady />
      <InventoryScreen />
    </>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
/** Radix tabs switch on mouse down; the tab's content is the only panel rendered. */
async function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}

describe('InventoryScreen shows each role only what it may do', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['inventory', 'wallet', 'messages']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers staff Record Usage and Stocktake, and nothing that changes the catalogue, alerts or orders', async () => {
    renderAs('staff');
    expect(await waitForSession()).toBe('staff');
    expect(await screen.findByRole('button', { name: 'Record Usage' })).toBeTruthy();
    expect(button('Stocktake')).toBeTruthy();
    for (const hidden of [
      'Receive Delivery',
      'Add Item',
      'Add supply',
      'Check Alerts',
      'Auto-Generate Orders',
    ])
      expect(button(hidden)).toBeNull();

    const supplies = await openTab('Supplies');
    const row = await supplies.findByTestId('supply-row');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(supplies.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
    expect(supplies.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(supplies.queryByRole('button', { name: 'Add Item' })).toBeNull();

    const alerts = await openTab('Alerts');
    expect(alerts.getByTestId('alert-row')).toBeTruthy();
    expect(alerts.queryByRole('button', { name: 'Dismiss' })).toBeNull();

    const orders = await openTab('Orders');
    expect(within(orders.getByTestId('order-row')).queryAllByRole('button')).toEqual([]);
    expect(orders.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(orders.queryByRole('button', { name: 'New Purchase Order' })).toBeNull();

    const suppliers = await openTab('Suppliers');
    expect(suppliers.getByTestId('supplier-row')).toBeTruthy();
    expect(suppliers.queryByRole('button', { name: 'Add Supplier' })).toBeNull();
    expect(suppliers.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers a manager every action: deliveries, items, alerts, orders and suppliers', async () => {
    renderAs('manager');
    expect(await waitForSession()).toBe('manager');
    expect(await screen.findByRole('button', { name: 'Record Usage' })).toBeTruthy();
    for (const shown of [
      'Stocktake',
      'Receive Delivery',
      'Add Item',
      'Add supply',
      'Check Alerts',
      'Auto-Generate Orders',
    ])
      expect(button(shown)).toBeTruthy();

    const supplies = await openTab('Supplies');
    const row = await supplies.findByTestId('supply-row');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View', 'Edit', 'Remove', 'List']);
    expect(supplies.getByRole('button', { name: 'Import CSV' })).toBeTruthy();
    expect(supplies.getByRole('button', { name: 'Add Item' })).toBeTruthy();

    const alerts = await openTab('Alerts');
    expect(alerts.getByRole('button', { name: 'Dismiss' })).toBeTruthy();

    const orders = await openTab('Orders');
    expect(
      within(orders.getByTestId('order-row'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send', 'Cancel']);
    expect(orders.getByRole('button', { name: 'New Purchase Order' })).toBeTruthy();

    const suppliers = await openTab('Suppliers');
    expect(suppliers.getByRole('button', { name: 'Add Supplier' })).toBeTruthy();
    expect(suppliers.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
