import { PRODUCT_CATEGORIES, type ProductCategory } from '@careledger/shared';
import { parseEther } from 'viem';

/** The supplier form as typed (spec 000 section 3 "Supplier form"). */
export interface ProductDraft {
  name: string;
  description: string;
  category: ProductCategory;
  price: string;
  inventory: string;
  imageUrl: string;
}

export const emptyProductDraft = (): ProductDraft => ({
  name: '',
  description: '',
  category: PRODUCT_CATEGORIES[0],
  price: '',
  inventory: '',
  imageUrl: '',
});

export interface ValidProduct {
  metadata: { name: string; description: string; category: ProductCategory; imageUrl: string };
  priceWei: bigint;
  inventory: bigint;
}

type ProductFormError = 'required' | 'numbers' | 'imageUrl';

/** An amount of ETH as the server and parseEther accept it: at most 18 decimals, never negative. */
const ETHER_AMOUNT = /^\d{1,12}(\.\d{1,18})?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Spec 000 section 5: name, description, price, category and inventory are required ("required"); the price
 * must be a decimal and the inventory a whole number ("numbers"). The contract refuses a zero price, so that
 * counts as not a valid number too. The image URL is optional but must be http(s) when given.
 */
export function validateProductDraft(
  draft: ProductDraft,
): { ok: true; product: ValidProduct } | { ok: false; error: ProductFormError } {
  const name = draft.name.trim();
  const description = draft.description.trim();
  const price = draft.price.trim();
  const inventory = draft.inventory.trim();
  const imageUrl = draft.imageUrl.trim();
  if (!name || !description || !price || !draft.category || !inventory)
    return { ok: false, error: 'required' };
  if (!ETHER_AMOUNT.test(price) || !WHOLE_NUMBER.test(inventory)) return { ok: false, error: 'numbers' };
  const priceWei = parseEther(price);
  if (priceWei === 0n) return { ok: false, error: 'numbers' };
  if (imageUrl && !isHttpUrl(imageUrl)) return { ok: false, error: 'imageUrl' };
  return {
    ok: true,
    product: {
      metadata: { name, description, category: draft.category, imageUrl },
      priceWei,
      inventory: BigInt(inventory),
    },
  };
}
