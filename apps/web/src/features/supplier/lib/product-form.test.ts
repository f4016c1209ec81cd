import { describe, expect, it } from 'vitest';
import { emptyProductDraft, validateProductDraft } from './product-form';

const filled = {
  ...emptyProductDraft(),
  name: ' Insulin pens ',
  description: 'Pack of 5',
  price: '0.05',
  inventory: '10',
};

describe('validateProductDraft', () => {
  it('needs name, description, price and inventory', () => {
    expect(validateProductDraft(emptyProductDraft())).toEqual({ ok: false, error: 'required' });
    for (const key of ['name', 'description', 'price', 'inventory'] as const)
      expect(validateProductDraft({ ...filled, [key]: '  ' })).toEqual({ ok: false, error: 'required' });
  });

  it('needs a decimal price above zero and a whole inventory', () => {
    for (const price of ['abc', '1,5', '-1', '0', '0.0'])
      expect(validateProductDraft({ ...filled, price })).toEqual({ ok: false, error: 'numbers' });
    for (const inventory of ['ten', '2.5', '-3'])
      expect(validateProductDraft({ ...filled, inventory })).toEqual({ ok: false, error: 'numbers' });
  });

  it('accepts an empty image address or an http(s) one', () => {
    expect(validateProductDraft({ ...filled, imageUrl: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: 'imageUrl',
    });
    expect(validateProductDraft({ ...filled, imageUrl: 'https://img.example/a.png' }).ok).toBe(true);
  });

  it('gives the trimmed metadata, the price in wei and the inventory', () => {
    expect(validateProductDraft(filled)).toEqual({
      ok: true,
      product: {
        metadata: { name: 'Insulin pens', description: 'Pack of 5', category: 'Antibiotics', imageUrl: '' },
        priceWei: 50000000000000000n,
        inventory: 10n,
      },
    });
  });
});
