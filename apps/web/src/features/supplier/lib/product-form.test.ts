import { describe, expect, it } from 'vitest';
import { emptyProductDraft, localiseProductDraft, validateProductDraft } from './product-form';

const filled = {
  ...emptyProductDraft(),
  name: ' Insulin pens ',
  description: 'Pack of 5',
  price: '0.05',
  inventory: '10',
};

describe('validateProductDraft', () => {
  it('needs name, description, price and inventory', () => {
    expect(validateProductDraft(emptyProductDraft(), 'en')).toMatchObject({ ok: false, error: 'required' });
    for (const key of ['name', 'description', 'price', 'inventory'] as const)
      expect(validateProductDraft({ ...filled, [key]: '  ' }, 'en')).toMatchObject({
        ok: false,
        error: 'required',
      });
  });

  it('needs a decimal price above zero and a whole inventory', () => {
    for (const price of ['abc', '1,5', '-1', '0', '0.0'])
      expect(validateProductDraft({ ...filled, price }, 'en')).toMatchObject({ ok: false, error: 'numbers' });
    for (const inventory of ['ten', '2.5', '-3'])
      expect(validateProductDraft({ ...filled, inventory }, 'en')).toMatchObject({
        ok: false,
        error: 'numbers',
      });
  });

  it('reads the price in the interface language and marks the field that is wrong', () => {
    const french = validateProductDraft({ ...filled, price: '0,05', inventory: '1 000' }, 'fr');
    expect(french.ok && [french.product.priceWei, french.product.inventory]).toEqual([
      50000000000000000n,
      1000n,
    ]);
    expect(validateProductDraft({ ...filled, price: '0,05' }, 'en')).toEqual({
      ok: false,
      error: 'numbers',
      fields: { price: { key: 'decimalSeparator', params: { separator: '.', example: '6.50' } } },
    });
    expect(validateProductDraft({ ...filled, inventory: '2,5' }, 'de')).toEqual({
      ok: false,
      error: 'numbers',
      fields: { inventory: { key: 'wholeNumber', params: { example: '12' } } },
    });
  });

  it('writes a stored price for editing the way the language writes decimals', () => {
    expect(localiseProductDraft({ ...filled, price: '0.05' }, 'fr').price).toBe('0,05');
    expect(localiseProductDraft({ ...filled, price: '12' }, 'de').price).toBe('12');
  });

  it('accepts an empty image address or an http(s) one', () => {
    expect(validateProductDraft({ ...filled, imageUrl: 'javascript:alert(1)' }, 'en')).toEqual({
      ok: false,
      error: 'imageUrl',
    });
    expect(validateProductDraft({ ...filled, imageUrl: 'https://img.example/a.png' }, 'en').ok).toBe(true);
  });

  it('gives the trimmed metadata, the price in wei and the inventory', () => {
    expect(validateProductDraft(filled, 'en')).toEqual({
      ok: true,
      product: {
        metadata: { name: 'Insulin pens', description: 'Pack of 5', category: 'Antibiotics', imageUrl: '' },
        priceWei: 50000000000000000n,
        inventory: 10n,
      },
    });
  });
});
