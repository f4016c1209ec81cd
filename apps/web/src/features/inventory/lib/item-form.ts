import type { ItemCategory, ItemCreate } from '@careledger/shared';

/** What the add-item form holds: text as typed, parsed only on submit. */
export interface ItemDraft {
  name: string;
  category: ItemCategory | '';
  unit: string;
  stock: string;
  threshold: string;
  supplierId: string;
  price: string;
  expiry: string;
  lotNumber: string;
}

/** The two messages of spec 000 section 5, as i18n keys. */
export type ItemFormError = 'required' | 'invalidNumbers';

export type ItemFormResult = { ok: true; item: ItemCreate } | { ok: false; error: ItemFormError };

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

const DEFAULT_UNIT = 'units';

/**
 * Name, category, stock, threshold, supplier and price are required ("Please fill in all required fields");
 * stock and threshold must be whole numbers of 0 or more and price a number of 0 or more ("Please enter valid
 * numbers for stock, threshold, and price"). Expiry, unit and lot number are optional.
 */
export function validateItemDraft(draft: ItemDraft): ItemFormResult {
  const name = draft.name.trim();
  const stock = draft.stock.trim();
  const threshold = draft.threshold.trim();
  const price = draft.price.trim();
  const required = [name, draft.category, stock, threshold, draft.supplierId, price];
  if (required.some((value) => value === '')) return { ok: false, error: 'required' };
  if (!WHOLE.test(stock) || !WHOLE.test(threshold) || !DECIMAL.test(price)) {
    return { ok: false, error: 'invalidNumbers' };
  }
  return {
    ok: true,
    item: {
      name,
      category: draft.category as ItemCategory,
      unit: draft.unit.trim() || DEFAULT_UNIT,
      stock: Number(stock),
      threshold: Number(threshold),
      supplierId: Number(draft.supplierId),
      price: Number(price),
      expiry: draft.expiry || null,
      lotNumber: draft.lotNumber.trim() || null,
    },
  };
}
