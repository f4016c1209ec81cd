import { describe, expect, it } from 'vitest';
import { listingDraftFor, validateListingDraft } from './listing-form';

describe('validateListingDraft', () => {
  it('prefills the quantity with the stock and leaves the price empty', () => {
    expect(listingDraftFor(12)).toEqual({ price: '', quantity: '12' });
    expect(listingDraftFor(0)).toEqual({ price: '', quantity: '' });
  });

  it('accepts a positive ETH price and a whole quantity up to the stock', () => {
    expect(validateListingDraft({ price: ' 0.05 ', quantity: '12' }, 12)).toEqual({
      ok: true,
      listing: { priceWei: 50_000_000_000_000_000n, quantity: 12n },
    });
    expect(validateListingDraft({ price: '1', quantity: '1' }, 12)).toMatchObject({ ok: true });
  });

  it.each(['', 'abc', '0', '0.000', '-1', '1e3', '0.1234567890123456789'])(
    'refuses the price %j',
    (price) => {
      expect(validateListingDraft({ price, quantity: '1' }, 12)).toEqual({ ok: false, error: 'price' });
    },
  );

  it.each(['', '0', '13', '1.5', '-2', 'ten'])('refuses the quantity %j with a stock of 12', (quantity) => {
    expect(validateListingDraft({ price: '0.05', quantity }, 12)).toEqual({ ok: false, error: 'quantity' });
  });

  it('refuses an item with nothing in stock', () => {
    expect(validateListingDraft({ price: '0.05', quantity: '1' }, 0)).toEqual({
      ok: false,
      error: 'noStock',
    });
  });
});
