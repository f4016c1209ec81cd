import { describe, expect, it } from 'vitest';
import { type ItemDraft, toItemUpdate, validateItemDraft } from './item-form';

const valid: ItemDraft = {
  name: ' Amoxicillin 500mg ',
  category: 'Antibiotics',
  unit: '',
  stock: '120',
  threshold: '50',
  supplierId: '3',
  price: '12.50',
  expiry: '',
  lotNumber: '',
};

describe('validateItemDraft', () => {
  it('parses a complete draft into the API body, with defaults for the optional fields', () => {
    expect(validateItemDraft(valid)).toEqual({
      ok: true,
      item: {
        name: 'Amoxicillin 500mg',
        category: 'Antibiotics',
        unit: 'units',
        stock: 120,
        threshold: 50,
        supplierId: 3,
        price: 12.5,
        expiry: null,
        lotNumber: null,
      },
    });
  });

  it('keeps expiry and lot number when given', () => {
    const result = validateItemDraft({ ...valid, expiry: '2027-03-31', lotNumber: ' L-1 ', unit: 'boxes' });
    expect(result.ok && result.item).toMatchObject({ expiry: '2027-03-31', lotNumber: 'L-1', unit: 'boxes' });
  });

  it.each(['name', 'category', 'stock', 'threshold', 'supplierId', 'price'] as const)(
    'asks for all required fields when %s is missing',
    (field) => {
      expect(validateItemDraft({ ...valid, [field]: field === 'name' ? '   ' : '' })).toEqual({
        ok: false,
        error: 'required',
      });
    },
  );

  it.each([
    ['stock', 'abc'],
    ['stock', '-1'],
    ['stock', '1.5'],
    ['threshold', 'ten'],
    ['threshold', '2.25'],
    ['price', 'free'],
    ['price', '-3'],
  ] as const)('asks for valid numbers when %s is %s', (field, value) => {
    expect(validateItemDraft({ ...valid, [field]: value })).toEqual({ ok: false, error: 'invalidNumbers' });
  });

  it('reports missing fields before bad numbers', () => {
    expect(validateItemDraft({ ...valid, name: '', stock: 'x' })).toEqual({ ok: false, error: 'required' });
  });

  it('accepts zero stock and a zero price', () => {
    expect(validateItemDraft({ ...valid, stock: '0', price: '0' }).ok).toBe(true);
  });
});

describe('toItemUpdate', () => {
  it('sends only the fields that changed', () => {
    const edited = { ...valid, price: '13', expiry: '2028-01-31' };
    expect(toItemUpdate(valid, edited)).toEqual({ ok: true, update: { price: 13, expiry: '2028-01-31' } });
  });

  it('sends nothing when nothing changed', () => {
    expect(toItemUpdate(valid, { ...valid })).toEqual({ ok: true, update: {} });
  });

  it('answers with the spec messages for a bad edit', () => {
    expect(toItemUpdate(valid, { ...valid, threshold: 'lots' })).toEqual({
      ok: false,
      error: 'invalidNumbers',
    });
    expect(toItemUpdate(valid, { ...valid, name: '' })).toEqual({ ok: false, error: 'required' });
  });
});
