import { describe, expect, it } from 'vitest';
import { listingDraftFor, validateListingDraft } from './listing-form';

describe('validateListingDraft', () => {
  it('prefills the quantity with the stock, written in the language, and leaves the price empty', () => {
    expect(listingDraftFor(12, 'en')).toEqual({ price: '', quantity: '12' });
    expect(listingDraftFor(0, 'en')).toEqual({ price: '', quantity: '' });
    expect(listingDraftFor(1500, 'de')).toEqual({ price: '', quantity: '1500' });
  });

  it('accepts a positive ETH price and a whole quantity up to the stock', () => {
    expect(validateListingDraft({ price: ' 0.05 ', quantity: '12' }, 12, 'en')).toEqual({
      ok: true,
      listing: { priceWei: 50_000_000_000_000_000n, quantity: 12n },
    });
    expect(validateListingDraft({ price: '1', quantity: '1' }, 12, 'en')).toMatchObject({ ok: true });
  });

  it('reads a decimal comma in French and keeps all 18 decimals exact', () => {
    expect(validateListingDraft({ price: '0,05', quantity: '3' }, 12, 'fr')).toEqual({
      ok: true,
      listing: { priceWei: 50_000_000_000_000_000n, quantity: 3n },
    });
    const tiny = validateListingDraft({ price: '1,000000000000000001', quantity: '1' }, 12, 'de');
    expect(tiny.ok && tiny.listing.priceWei).toBe(1_000_000_000_000_000_001n);
  });

  it.each(['', 'abc', '0', '0.000', '-1', '1e3'])(
    'refuses the price %j with the dialog sentence',
    (price) => {
      expect(validateListingDraft({ price, quantity: '1' }, 12, 'en')).toEqual({
        ok: false,
        errors: { price: 'price' },
      });
    },
  );

  it('says how to write a price it cannot read, rather than reading it wrong', () => {
    expect(validateListingDraft({ price: '0,05', quantity: '1' }, 12, 'en')).toEqual({
      ok: false,
      errors: { price: { key: 'decimalSeparator', params: { separator: '.', example: '6.50' } } },
    });
    expect(validateListingDraft({ price: '0.1234567890123456789', quantity: '1' }, 12, 'en')).toEqual({
      ok: false,
      errors: { price: { key: 'tooManyDecimals', params: { digits: 18 } } },
    });
  });

  it.each(['', '0', '13', '1.5', '-2', 'ten'])('refuses the quantity %j with a stock of 12', (quantity) => {
    expect(validateListingDraft({ price: '0.05', quantity }, 12, 'en')).toEqual({
      ok: false,
      errors: { quantity: 'quantity' },
    });
  });

  it('names both fields at once', () => {
    expect(validateListingDraft({ price: '', quantity: '' }, 12, 'en')).toEqual({
      ok: false,
      errors: { price: 'price', quantity: 'quantity' },
    });
  });

  it('refuses an item with nothing in stock', () => {
    expect(validateListingDraft({ price: '0.05', quantity: '1' }, 0, 'en')).toEqual({
      ok: false,
      errors: { noStock: true },
    });
  });
});
