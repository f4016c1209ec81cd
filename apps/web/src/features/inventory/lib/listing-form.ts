import { parseEther } from 'viem';

/** The List dialog as typed: the unit price in ETH and how many units to offer. */
interface ListingDraft {
  price: string;
  quantity: string;
}

export interface ValidListing {
  priceWei: bigint;
  quantity: bigint;
}

export type ListingFormError = 'price' | 'quantity' | 'noStock';

/** An amount of ETH as the server and parseEther accept it: at most 18 decimals, never negative. */
const ETHER_AMOUNT = /^\d{1,12}(\.\d{1,18})?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

export const listingDraftFor = (stock: number): ListingDraft => ({
  price: '',
  quantity: stock > 0 ? String(stock) : '',
});

/**
 * The price must be a positive amount of ETH (the contract refuses a zero price); the quantity a whole number
 * from 1 to the item's stock. An item with nothing in stock cannot be listed.
 */
export function validateListingDraft(
  draft: ListingDraft,
  stock: number,
): { ok: true; listing: ValidListing } | { ok: false; error: ListingFormError } {
  if (stock < 1) return { ok: false, error: 'noStock' };
  const price = draft.price.trim();
  if (!ETHER_AMOUNT.test(price) || parseEther(price) === 0n) return { ok: false, error: 'price' };
  const quantity = draft.quantity.trim();
  if (!WHOLE_NUMBER.test(quantity)) return { ok: false, error: 'quantity' };
  const units = Number(quantity);
  if (units < 1 || units > stock) return { ok: false, error: 'quantity' };
  return { ok: true, listing: { priceWei: parseEther(price), quantity: BigInt(units) } };
}
