import { keccak256, parseEther, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  averageRating,
  formatEthAmount,
  productMetadataHash,
  ratingMessage,
} from './rules';
import {
  addressInputSchema,
  addressSchema,
  orderListQuerySchema,
  productMetadataInputSchema,
} from './schemas';

describe('productMetadataHash', () => {
  const metadata = { name: 'Gloves', description: 'Nitrile, M', category: 'Consumables', imageUrl: '' };
  it('hashes the four fields in a fixed order', () => {
    expect(productMetadataHash(metadata)).toBe(
      keccak256(stringToHex('["Gloves","Nitrile, M","Consumables",""]')),
    );
  });
  it('changes when any field changes', () => {
    const base = productMetadataHash(metadata);
    for (const key of ['name', 'description', 'category', 'imageUrl'] as const)
      expect(productMetadataHash({ ...metadata, [key]: `${metadata[key]}x` })).not.toBe(base);
  });
});

describe('averageRating', () => {
  it('counts a missing rating as 0 and keeps one decimal', () => {
    expect(averageRating([4.5, 4.8, null])).toBe(3.1);
    expect(averageRating([4.2, 4.9])).toBe(4.6);
    expect(averageRating([])).toBe(0);
  });
});

describe('formatEthAmount', () => {
  it('rounds half up to the decimals asked for and keeps trailing zeros', () => {
    expect(formatEthAmount(parseEther('0.125'))).toBe('0.13');
    expect(formatEthAmount(parseEther('0.124'))).toBe('0.12');
    expect(formatEthAmount(parseEther('3'))).toBe('3.00');
    expect(formatEthAmount(parseEther('1.5').toString(), 4)).toBe('1.5000');
    expect(formatEthAmount(0n)).toBe('0.00');
  });
});

describe('allowedOrderActions', () => {
  it('offers the seller confirm, ship and reject only where the contract allows them', () => {
    expect(allowedOrderActions('pending', 'seller')).toEqual(['confirm', 'reject']);
    expect(allowedOrderActions('confirmed', 'seller')).toEqual(['ship', 'reject']);
    expect(allowedOrderActions('shipped', 'seller')).toEqual([]);
    expect(allowedOrderActions('shipped', 'seller', { finalizableNow: true })).toEqual(['finalize']);
    expect(allowedOrderActions('delivered', 'seller')).toEqual([]);
  });
  it('offers the buyer cancel while pending or once the shipping timeout passed, and confirm delivery once shipped', () => {
    expect(allowedOrderActions('pending', 'buyer')).toEqual(['cancel']);
    expect(allowedOrderActions('confirmed', 'buyer')).toEqual([]);
    expect(allowedOrderActions('confirmed', 'buyer', { cancellableNow: true })).toEqual(['cancel']);
    expect(allowedOrderActions('shipped', 'buyer', { cancellableNow: true })).toEqual(['confirmDelivery']);
    expect(allowedOrderActions('shipped', 'buyer')).toEqual(['confirmDelivery']);
  });
  it('offers nothing on a purchase that is not mined yet', () => {
    expect(allowedOrderActions('pending', 'buyer', { mined: false })).toEqual([]);
  });
});

describe('schemas', () => {
  it('lower-cases addresses and refuses malformed ones with a message', () => {
    expect(addressInputSchema.parse('0xABCDEF0123456789abcdef0123456789ABCDEF01')).toBe(
      '0xabcdef0123456789abcdef0123456789abcdef01',
    );
    expect(addressInputSchema.safeParse('0x123').error?.issues[0]?.message).toMatch(/40 hexadecimal/);
    // What the API answers is checked as it is, so the same schema encodes a response.
    expect(addressSchema.safeParse('0xABCDEF0123456789abcdef0123456789ABCDEF01').success).toBe(false);
  });
  it('needs exactly one of buyer and seller for an order list', () => {
    const a = '0x0000000000000000000000000000000000000001';
    expect(orderListQuerySchema.safeParse({ buyer: a }).success).toBe(true);
    expect(orderListQuerySchema.safeParse({}).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ buyer: a, seller: a }).success).toBe(false);
  });
  it('accepts an empty or http(s) image address only', () => {
    const base = { name: 'A', description: 'B', category: 'Equipment' };
    expect(productMetadataInputSchema.parse(base).imageUrl).toBe('');
    expect(productMetadataInputSchema.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(
      productMetadataInputSchema.safeParse({ ...base, imageUrl: 'https://x.example/a.png' }).success,
    ).toBe(true);
  });
  it('has a message for the rating signature', () => {
    expect(ratingMessage(7, 5)).toBe('CareLedger: I rate marketplace order #7 5 out of 5.');
  });
});
