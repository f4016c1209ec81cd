import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { SupplierFormDialog } from './supplier-form-dialog';

const NUMBER_FIELDS = ['Default order quantity', 'Minimum order quantity', 'Lead time (days)'];

/** Keystroke by keystroke, each one added to what the field already holds, as a person types. */
const typeKeys = (label: string, keys: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
  return input;
};
const fieldMessage = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save supplier' }));

describe('SupplierFormDialog (Add Supplier)', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts its number fields empty, so typing 4 gives 4, not 04', async () => {
    const fetch = stubApi({
      'POST /api/inventory/suppliers': (_url, init) =>
        json({ id: 9, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderWithProviders(<SupplierFormDialog supplier={null} onClose={() => undefined} />);
    for (const label of NUMBER_FIELDS)
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    typeKeys('Name', 'MedSupply Co.');
    typeKeys('Email', 'orders@medsupply.example');
    expect(typeKeys('Default order quantity', '4').value).toBe('4');
    typeKeys('Minimum order quantity', '2');
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      defaultOrderQuantity: 4,
      minimumOrderQuantity: 2,
      leadTimeDays: 0,
    });
  });

  it('keeps -5 as typed and says beside the field what it accepts', () => {
    const fetch = stubApi();
    renderWithProviders(<SupplierFormDialog supplier={null} onClose={() => undefined} />);
    typeKeys('Name', 'MedSupply Co.');
    typeKeys('Email', 'orders@');
    expect(typeKeys('Lead time (days)', '-5').value).toBe('-5');
    submit();
    expect(fieldMessage('Email')).toBe('Enter an email address such as name@example.com.');
    expect(fieldMessage('Lead time (days)')).toBe('Enter 0 or more.');
    expect(fieldMessage('Name')).toBeNull();
    expect(screen.getByLabelText('Lead time (days)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
