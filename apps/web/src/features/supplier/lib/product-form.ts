import { type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@careledger/shared';
import { parseEther } from 'viem';
import { numberSeparators } from '@/lib/parse-number';
import { type FieldErrors, type NumberRules, readNumberField } from '@/lib/read-number-field';

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
/** The number fields, each with its own message beside it; the spec's sentence sums them up. */
export type ProductNumberField = 'price' | 'inventory';

/** An amount of ETH as the server and parseEther accept it: up to 12 digits, 18 decimals, above 0. */
const PRICE: NumberRules = { min: 0, isMinExclusive: true, max: 999_999_999_999, maxDecimals: 18 };
const INVENTORY: NumberRules = { whole: true, min: 0, max: 999_999_999 };

/**
 * A stored listing's price ("0.05", exact ETH digits) and inventory written the way the interface language
 * writes numbers ("0,05" in French), so editing reads them back as they were.
 */
export function localiseProductDraft(draft: ProductDraft, language: Language): ProductDraft {
  const { decimal } = numberSeparators(language);
  return { ...draft, price: draft.price.replace('.', decimal) };
}

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
 * must be a decimal and the inventory a whole number ("numbers"), read in the interface language. The contract
 * refuses a zero price, so that counts as not a valid number too. The image URL is optional but must be
 * http(s) when given. Price and inventory also carry their own message, shown beside the field.
 */
export function validateProductDraft(
  draft: ProductDraft,
  language: Language,
):
  | { ok: true; product: ValidProduct }
  | { ok: false; error: ProductFormError; fields?: FieldErrors<ProductNumberField> } {
  const name = draft.name.trim();
  const description = draft.description.trim();
  const imageUrl = draft.imageUrl.trim();
  const price = readNumberField(draft.price, language, PRICE);
  const inventory = readNumberField(draft.inventory, language, INVENTORY);
  const fields: FieldErrors<ProductNumberField> = {
    price: price.ok ? undefined : price.error,
    inventory: inventory.ok ? undefined : inventory.error,
  };
  const isMissing = !name || !description || !draft.category;
  if (isMissing || fields.price?.key === 'required' || fields.inventory?.key === 'required')
    return { ok: false, error: 'required', fields };
  // The exact digits typed, not the float: 18 decimals do not survive a JavaScript number.
  if (!price.ok || !inventory.ok || !price.normalized) return { ok: false, error: 'numbers', fields };
  if (imageUrl && !isHttpUrl(imageUrl)) return { ok: false, error: 'imageUrl' };
  return {
    ok: true,
    product: {
      metadata: { name, description, category: draft.category, imageUrl },
      priceWei: parseEther(price.normalized),
      inventory: BigInt(inventory.value ?? 0),
    },
  };
}
