import type { Supplier } from '@careledger/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('AddItemDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the spec messages for missing fields, then for bad numbers, without calling the server', () => {
    const fetch = stubApi();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeTruthy();

    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');

    type('Name', 'Sterile gauze');
    type('Stock', '12x');
    type('Threshold', '40');
    type('Price', '3.75');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter valid numbers for stock, threshold, and price',
    );
    expect(screen.getByLabelText('Price').getAttribute('step')).toBe('0.01');
    expect(fetch).not.toHaveBeenCalled();
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
