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
type ItemFormError = 'required' | 'invalidNumbers';

type ItemFormResult = { ok: true; item: ItemCreate } | { ok: false; error: ItemFormError };

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

type ItemUpdateResult =
  | { ok: true; update: Partial<Omit<ItemCreate, 'stock' | 'lotNumber'>> }
  | { ok: false; error: ItemFormError };

/**
 * The edit form's PATCH body: only the fields that changed. The expiry shown is the earliest of the stock on
 * hand, so sending it back untouched would overwrite the item's own expiry with a lot's.
 */
export function toItemUpdate(original: ItemDraft, draft: ItemDraft): ItemUpdateResult {
  const before = validateItemDraft(original);
  const after = validateItemDraft(draft);
  if (!after.ok) return after;
  const { stock: _stock, lotNumber: _lot, ...next } = after.item;
  const previous: Partial<ItemCreate> = before.ok ? before.item : {};
  const update = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => previous[key as keyof ItemCreate] !== value),
  );
  return { ok: true, update };
}
