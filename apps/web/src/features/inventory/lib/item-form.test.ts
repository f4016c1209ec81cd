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
    expect(validateItemDraft(valid, 'en')).toEqual({
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
    const result = validateItemDraft(
      { ...valid, expiry: '2027-03-31', lotNumber: ' L-1 ', unit: 'boxes' },
      'en',
    );
    expect(result.ok && result.item).toMatchObject({ expiry: '2027-03-31', lotNumber: 'L-1', unit: 'boxes' });
  });

  it.each(['name', 'category', 'stock', 'threshold', 'supplierId', 'price'] as const)(
    'asks for all required fields when %s is missing',
    (field) => {
      const result = validateItemDraft({ ...valid, [field]: field === 'name' ? '   ' : '' }, 'en');
      expect(result.ok ? null : result.error).toBe('required');
      // Only the empty field is marked, with its own message.
      expect(
        result.ok ? null : Object.keys(result.fields).filter((key) => result.fields[key as never]),
      ).toEqual([field]);
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
    const result = validateItemDraft({ ...valid, [field]: value }, 'en');
    expect(result.ok ? null : result.error).toBe('invalidNumbers');
    expect(result.ok ? null : result.fields[field]).toBeDefined();
  });

  it('reports missing fields before bad numbers', () => {
    const result = validateItemDraft({ ...valid, name: '', stock: 'x' }, 'en');
    expect(result.ok ? null : result.error).toBe('required');
    // Both fields still get their own message.
    expect(result.ok ? null : result.fields).toEqual({
      name: { key: 'required' },
      stock: { key: 'wholeNumber', params: { example: '12' } },
    });
  });

  it('accepts zero stock and a zero price', () => {
    expect(validateItemDraft({ ...valid, stock: '0', price: '0' }, 'en').ok).toBe(true);
  });

  it('reads the price the way the interface language writes it', () => {
    const price = (text: string, language: 'en' | 'fr' | 'de' | 'es') => {
      const result = validateItemDraft({ ...valid, price: text }, language);
      return result.ok ? result.item.price : result.fields.price;
    };
    expect(price('6,50', 'fr')).toBe(6.5);
    expect(price('6,50', 'de')).toBe(6.5);
    expect(price('1.234,50', 'es')).toBe(1234.5);
    expect(price('6.50', 'en')).toBe(6.5);
    // Never 650: English refuses the comma and says how to write it.
    expect(price('6,50', 'en')).toEqual({
      key: 'decimalSeparator',
      params: { separator: '.', example: '6.50' },
    });
  });

  it('gives each bad number its own message: whole numbers, range and decimals', () => {
    const result = validateItemDraft({ ...valid, stock: '2,5', threshold: '-1', price: '1,999' }, 'fr');
    expect(result.ok ? null : result.fields).toEqual({
      stock: { key: 'wholeNumber', params: { example: '12' } },
      threshold: { key: 'atLeast', params: { min: '0' } },
      price: { key: 'tooManyDecimals', params: { digits: 2 } },
    });
  });
});

describe('toItemUpdate', () => {
  it('sends only the fields that changed', () => {
    const edited = { ...valid, price: '13', expiry: '2028-01-31' };
    expect(toItemUpdate(valid, edited, 'en')).toEqual({
      ok: true,
      update: { price: 13, expiry: '2028-01-31' },
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(toItemUpdate(valid, { ...valid }, 'en')).toEqual({ ok: true, update: {} });
  });

  it('answers with the spec messages for a bad edit', () => {
    const bad = toItemUpdate(valid, { ...valid, threshold: 'lots' }, 'en');
    expect(bad.ok ? null : bad.error).toBe('invalidNumbers');
    const empty = toItemUpdate(valid, { ...valid, name: '' }, 'en');
    expect(empty.ok ? null : empty.error).toBe('required');
  });
});
