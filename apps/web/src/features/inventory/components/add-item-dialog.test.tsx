import type { Supplier } from '@careledger/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { suppliersQueryOptions } from '../api/get-suppliers';
import { AddItemDialog } from './add-item-dialog';

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
];

// The screen has loaded the suppliers before the dialog opens.
const renderDialog = () =>
  renderWithProviders(<AddItemDialog open onOpenChange={() => undefined} />, {
    cached: [[suppliersQueryOptions().queryKey, suppliers]],
  });

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message a field is described by, or null when it has none. */
const fieldMessage = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('AddItemDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks each bad field beside it, sums up with the spec message and never calls the server', () => {
    const fetch = stubApi();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeTruthy();

    submit();
    expect(fieldMessage('Name')).toBe('Fill in this field.');
    expect(fieldMessage('Stock')).toBe('Fill in this field.');
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    // The first field in error takes the focus, so the person can type the fix at once.
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    type('Name', 'Sterile gauze');
    type('Stock', '12x');
    type('Threshold', '40');
    type('Price', '6,50');
    submit();
    expect(fieldMessage('Name')).toBeNull();
    expect(fieldMessage('Threshold')).toBeNull();
    expect(fieldMessage('Stock')).toBe('Enter a whole number, for example 12.');
    expect(fieldMessage('Price')).toBe('Write decimals with “.”, for example 6.50.');
    expect(screen.getByText('Please enter valid numbers for stock, threshold, and price')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Stock'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts its number fields empty, as text fields that keep what is typed', () => {
    stubApi();
    renderDialog();
    for (const label of ['Stock', 'Threshold', 'Price']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.value).toBe('');
      expect(input.type).toBe('text');
    }
    type('Price', '6,50');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('6,50');
  });

  it('posts a valid item with the first category and supplier chosen', async () => {
    const created = {
      id: 14,
      name: 'Sterile gauze',
      category: 'Antibiotics',
      unit: 'units',
      stock: 120,
      threshold: 40,
      status: 'good',
      expiry: null,
      supplierId: 7,
      supplierName: 'MedSupply Co.',
      price: 3.75,
      blockchainVerified: false,
      rfidTag: null,
      archived: false,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const fetch = stubApi({ 'POST /api/inventory/items': () => json(created, 201) });
    renderDialog();
    type('Name', 'Sterile gauze');
    type('Stock', '120');
    type('Threshold', '40');
    type('Price', '3.75');
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/inventory/items');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sterile gauze',
      category: 'Antibiotics',
      unit: 'units',
      stock: 120,
      threshold: 40,
      supplierId: 7,
      price: 3.75,
      expiry: null,
      lotNumber: null,
    });
    await vi.waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain('Item added to inventory successfully!'),
    );
  });
});

describe('AddItemDialog in French', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('inventory');
  });
  afterAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads "6,50" as 6.5 and sends 6.5 to the API', async () => {
    const fetch = stubApi({ 'POST /api/inventory/items': () => json({}, 500) });
    renderDialog();
    type('Nom', 'Compresses stériles');
    type('Stock', '120');
    type('Seuil', '40');
    type('Prix', '6,50');
    fireEvent.click(screen.getByRole('button', { name: "Ajouter l'article" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ stock: 120, threshold: 40, price: 6.5 });
  });
});
