import { describe, expect, it } from 'vitest';
import { EMPTY_SUPPLIER_DRAFT, type SupplierDraft, validateSupplierDraft } from './supplier-form';

const valid: SupplierDraft = {
  ...EMPTY_SUPPLIER_DRAFT,
  name: ' MedSupply Co ',
  email: 'orders@medsupply.example',
  defaultOrderQuantity: '100',
  minimumOrderQuantity: '20',
  leadTimeDays: '7',
};

describe('validateSupplierDraft', () => {
  it('parses a valid draft', () => {
    expect(validateSupplierDraft(valid)).toEqual({
      ok: true,
      input: {
        name: 'MedSupply Co',
        email: 'orders@medsupply.example',
        phone: '',
        address: '',
        defaultOrderQuantity: 100,
        minimumOrderQuantity: 20,
        leadTimeDays: 7,
      },
    });
  });

  it('requires a name and an email', () => {
    expect(validateSupplierDraft({ ...valid, name: ' ' })).toEqual({ ok: false, error: 'required' });
    expect(validateSupplierDraft({ ...valid, email: '' })).toEqual({ ok: false, error: 'required' });
  });

  it('rejects an email without a domain', () => {
    expect(validateSupplierDraft({ ...valid, email: 'orders@' })).toEqual({
      ok: false,
      error: 'invalidEmail',
    });
  });

  it.each([
    { defaultOrderQuantity: '-1' },
    { minimumOrderQuantity: '2.5' },
    { leadTimeDays: 'soon' },
    { leadTimeDays: '366' },
  ])('rejects bad numbers %o', (change) => {
    expect(validateSupplierDraft({ ...valid, ...change })).toEqual({ ok: false, error: 'invalidNumbers' });
  });
});
