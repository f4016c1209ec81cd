import type { Language } from '@careledger/shared';
import { parseEther } from 'viem';
import { formatNumberForInput } from '@/lib/parse-number';
import { type FieldError, type FieldErrorKey, readNumberField } from '@/lib/read-number-field';

/** The List dialog as typed: the unit price in ETH and how many units to offer. */
interface ListingDraft {
  price: string;
  quantity: string;
}

export interface ValidListing {
  priceWei: bigint;
  quantity: bigint;
}

/**
 * A field's problem: the dialog's own sentence ("price", "quantity": what the field takes, with an example), or,
 * when the number was written in a way that cannot be read here (a decimal comma in English, an ambiguous dot,
 * too many decimals), the general message that says how to write it.
 */
export type ListingFieldError = 'price' | 'quantity' | FieldError;
export type ListingErrors = { noStock?: true; price?: ListingFieldError; quantity?: ListingFieldError };

/** How the number was written, not what it is: these messages say more than the dialog's own sentence. */
const WRITING_PROBLEMS: readonly FieldErrorKey[] = ['decimalSeparator', 'ambiguous', 'tooManyDecimals'];
/** What the server and parseEther accept: at most 12 digits before the point and 18 after. */
const MAX_ETHER = 999_999_999_999;
const ETHER_DECIMALS = 18;

export const listingDraftFor = (stock: number, language: Language): ListingDraft => ({
  price: '',
  quantity: stock > 0 ? formatNumberForInput(stock, language) : '',
});

function priceError(error: FieldError): ListingFieldError {
  return WRITING_PROBLEMS.includes(error.key) ? error : 'price';
}

/**
 * The price must be a positive amount of ETH (the contract refuses a zero price); the quantity a whole number
 * from 1 to the item's stock. Both are read in the interface language ("0,05" in French). An item with nothing
 * in stock cannot be listed.
 */
export function validateListingDraft(
  draft: ListingDraft,
  stock: number,
  language: Language,
): { ok: true; listing: ValidListing } | { ok: false; errors: ListingErrors } {
  if (stock < 1) return { ok: false, errors: { noStock: true } };
  const price = readNumberField(draft.price, language, {
    min: 0,
    isMinExclusive: true,
    max: MAX_ETHER,
    maxDecimals: ETHER_DECIMALS,
  });
  const quantity = readNumberField(draft.quantity, language, { whole: true, min: 1, max: stock });
  // The exact digits typed, not the float: 18 decimals do not survive a JavaScript number.
  const priceWei = price.ok && price.normalized ? parseEther(price.normalized) : 0n;
  const errors: ListingErrors = {
    price: !price.ok ? priceError(price.error) : priceWei === 0n ? 'price' : undefined,
    quantity: quantity.ok ? undefined : 'quantity',
  };
  if (errors.price || errors.quantity || !quantity.ok) return { ok: false, errors };
  return { ok: true, listing: { priceWei, quantity: BigInt(quantity.value ?? 0) } };
}
