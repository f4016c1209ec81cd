import type { InventoryItem, PurchaseOrder, Supplier } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { type ApiHandler, json, stubApi } from '@/testing/stub-api';
import { NewOrderDialog } from './new-order-dialog';

const suppliers: Supplier[] = [
  {
    id: 7,
    name: 'MedSupply Co.',
    email: 'orders@medsupply.example',
    phone: '',
    address: '',
    defaultOrderQuantity: 50,
    minimumOrderQuantity: 20,
    leadTimeDays: 5,
  },
  {
    id: 8,
    name: 'CarePlus',
    email: 'orders@careplus.example',
    phone: '',
    address: '',
    defaultOrderQuantity: 10,
    minimumOrderQuantity: 5,
    leadTimeDays: 3,
  },
];

const item = (id: number, name: string, price: number, supplierId: number): InventoryItem => ({
  id,
  name,
  category: 'Consumables',
  unit: 'boxes',
  stock: 10,
  threshold: 20,
  status: 'low',
  expiry: null,
  supplierId,
  supplierName: null,
  price,
  blockchainVerified: false,
  rfidTag: null,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const items = [item(1, 'Nitrile gloves', 4.5, 7), item(2, 'Gauze pads', 1.25, 8)];

const created: PurchaseOrder = {
  id: 42,
  supplierId: 7,
  supplierName: 'MedSupply Co.',
  status: 'pending',
  source: 'manual',
  totalAmount: 16.5,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  lines: [],
};

/** The API as the dialog sees it: suppliers, the picker's items, and `onCreate` for the POST. */
const stubOrderApi = (onCreate: ApiHandler) =>
  stubApi({
    '/api/inventory/suppliers': { items: suppliers },
    '/api/inventory/supplies': { items, total: items.length, totalIsCapped: false, page: 1, pageSize: 200 },
    'POST /api/inventory/purchase-orders': onCreate,
  });

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<NewOrderDialog onClose={onClose} />);
  return onClose;
}

const line = (number: number) => within(screen.getByRole('group', { name: `Line ${number}` }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Radix Select: open the combobox from the keyboard, then click the option. */
async function choose(combobox: HTMLElement, option: string) {
  await vi.waitFor(() => expect(combobox.hasAttribute('disabled')).toBe(false));
  fireEvent.keyDown(combobox, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function chooseSupplier(name: string) {
  await choose(await screen.findByRole('combobox', { name: 'Supplier' }), name);
}

// Several Radix selects opened from the keyboard: about 3 s alone, over 5 s on the shared two-core machine.
const SLOW_ON_A_LOADED_MACHINE = 15_000;

describe('NewOrderDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
    // Radix Select scrolls the chosen option into view, which jsdom does not implement.
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'shows each message next to its field, marked invalid, without calling the server',
    async () => {
      const fetch = stubOrderApi(() => json(created, 201));
      renderDialog();
      await line(1).findByRole('combobox', { name: 'Item' });

      submit();
      const supplier = screen.getByRole('combobox', { name: 'Supplier' });
      expect(supplier.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(supplier.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Choose a supplier.',
      );
      const item = line(1).getByRole('combobox', { name: 'Item' });
      expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Choose an item.',
      );
      const alerts = (scope: ReturnType<typeof line>) =>
        scope.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts(line(1))).toEqual(['Choose an item.', 'Fill in this field.']);
      const quantity = line(1).getByLabelText('Quantity');
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('Fill in this field.');
      // The first field in error has the focus.
      expect(document.activeElement).toBe(supplier);

      await chooseSupplier('MedSupply Co.');
      expect(screen.queryByText('Choose a supplier.')).toBeNull();
      type(quantity, '1.5');
      type(line(1).getByLabelText('Unit price (optional)'), '-2');
      expect(alerts(line(1))).toEqual([
        'Choose an item.',
        'Enter a whole number, for example 12.',
        'Enter 0 or more.',
      ]);
      const price = line(1).getByLabelText('Unit price (optional)');
      expect(price.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Enter 0 or more.',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
      expect(screen.getByText('Add at least one line.')).toBeTruthy();
      submit();
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    },
    SLOW_ON_A_LOADED_MACHINE,
  );

  it(
    'posts the supplier and every line, the unit price only where typed, then closes with a toast',
    async () => {
      const fetch = stubOrderApi(() => json(created, 201));
      const onClose = renderDialog();
      await chooseSupplier('MedSupply Co.');
      await choose(await line(1).findByRole('combobox', { name: 'Item' }), 'Nitrile gloves');
      type(line(1).getByLabelText('Quantity'), '3');
      expect(line(1).getByLabelText('Unit price (optional)').getAttribute('placeholder')).toBe('4.50');

      fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
      // An item usually bought from another supplier may still be ordered here.
      await choose(await line(2).findByRole('combobox', { name: 'Item' }), 'Gauze pads');
      type(line(2).getByLabelText('Quantity'), '2');
      type(line(2).getByLabelText('Unit price (optional)'), '1.5');
      expect(screen.getByTestId('new-order-total').textContent).toBe('Total: 16.50');

      submit();
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[0]).toBe('/api/inventory/purchase-orders');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        supplierId: 7,
        lines: [
          { itemId: 1, quantity: 3 },
          { itemId: 2, quantity: 2, unitPrice: 1.5 },
        ],
      });
      expect(toast.getSnapshot().map((t) => t.message)).toContain('Purchase order #42 created.');
    },
    SLOW_ON_A_LOADED_MACHINE,
  );

  it("disables Create while saving, then shows the server's message when it refuses, and stays open", async () => {
    let refuse: () => void = () => undefined;
    stubOrderApi(
      () =>
        new Promise<Response>((resolve) => {
          refuse = () =>
            resolve(
              json({ error: 'CONFLICT', message: 'Gauze pads is archived and cannot be ordered.' }, 409),
            );
        }),
    );
    const onClose = renderDialog();
    await chooseSupplier('CarePlus');
    await choose(await line(1).findByRole('combobox', { name: 'Item' }), 'Gauze pads');
    type(line(1).getByLabelText('Quantity'), '5');
    submit();
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    refuse();
    expect(await screen.findByText('Gauze pads is archived and cannot be ordered.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create order' }).hasAttribute('disabled')).toBe(false);
  });
});
