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
    expect(validateSupplierDraft(valid, 'en')).toEqual({
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

  it('starts with empty number fields, which mean 0', () => {
    expect(EMPTY_SUPPLIER_DRAFT.defaultOrderQuantity).toBe('');
    expect(EMPTY_SUPPLIER_DRAFT.leadTimeDays).toBe('');
    const result = validateSupplierDraft({ ...EMPTY_SUPPLIER_DRAFT, name: 'A', email: 'a@b.example' }, 'en');
    expect(result.ok && result.input).toMatchObject({
      defaultOrderQuantity: 0,
      minimumOrderQuantity: 0,
      leadTimeDays: 0,
    });
  });

  it('requires a name and an email, each beside its field', () => {
    expect(validateSupplierDraft({ ...valid, name: ' ', email: '' }, 'en')).toEqual({
      ok: false,
      fields: { name: { key: 'required' }, email: { key: 'required' } },
    });
  });

  it('rejects an email without a domain', () => {
    expect(validateSupplierDraft({ ...valid, email: 'orders@' }, 'en')).toEqual({
      ok: false,
      fields: { email: { key: 'email' } },
    });
  });

  it.each([
    [{ defaultOrderQuantity: '-5' }, 'defaultOrderQuantity', 'atLeast'],
    [{ defaultOrderQuantity: '0-5' }, 'defaultOrderQuantity', 'wholeNumber'],
    [{ minimumOrderQuantity: '2,5' }, 'minimumOrderQuantity', 'wholeNumber'],
    [{ leadTimeDays: 'soon' }, 'leadTimeDays', 'wholeNumber'],
    [{ leadTimeDays: '366' }, 'leadTimeDays', 'atMost'],
  ] as const)('rejects %o with a message on %s', (change, field, key) => {
    const result = validateSupplierDraft({ ...valid, ...change }, 'de');
    expect(
      result.ok ? null : Object.keys(result.fields).filter((name) => result.fields[name as never]),
    ).toEqual([field]);
    expect(result.ok ? null : result.fields[field]?.key).toBe(key);
  });

  it('reads German grouping in a quantity', () => {
    const result = validateSupplierDraft({ ...valid, defaultOrderQuantity: '1.500.000' }, 'de');
    expect(result.ok && result.input.defaultOrderQuantity).toBe(1_500_000);
  });
});
