import type { ItemCategory, ItemCreate, Language } from '@careledger/shared';
import { type FieldErrors, hasErrors, type NumberRules, readNumberField } from '@/lib/read-number-field';

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

/** The two messages of spec 000 section 5, as i18n keys: the summary under the form. */
type ItemFormError = 'required' | 'invalidNumbers';

export type ItemField = 'name' | 'category' | 'stock' | 'threshold' | 'supplierId' | 'price';

type ItemFormResult =
  | { ok: true; item: ItemCreate }
  | { ok: false; error: ItemFormError; fields: FieldErrors<ItemField> };

const DEFAULT_UNIT = 'units';
/** The server's limits (packages/shared inventory schemas): counts to 10 million, prices to 100 million. */
const COUNT: NumberRules = { whole: true, min: 0, max: 10_000_000 };
const PRICE: NumberRules = { min: 0, max: 100_000_000, maxDecimals: 2 };

/**
 * Name, category, stock, threshold, supplier and price are required ("Please fill in all required fields");
 * stock and threshold must be whole numbers of 0 or more and price a number of 0 or more ("Please enter valid
 * numbers for stock, threshold, and price"), read in the interface language ("6,50" in French). Each field
 * gets its own message; the spec's sentence sums them up. Expiry, unit and lot number are optional.
 */
export function validateItemDraft(draft: ItemDraft, language: Language): ItemFormResult {
  const name = draft.name.trim();
  const stock = readNumberField(draft.stock, language, COUNT);
  const threshold = readNumberField(draft.threshold, language, COUNT);
  const price = readNumberField(draft.price, language, PRICE);
  const fields: FieldErrors<ItemField> = {
    name: name === '' ? { key: 'required' } : undefined,
    category: draft.category === '' ? { key: 'choose' } : undefined,
    stock: stock.ok ? undefined : stock.error,
    threshold: threshold.ok ? undefined : threshold.error,
    supplierId: draft.supplierId === '' ? { key: 'choose' } : undefined,
    price: price.ok ? undefined : price.error,
  };
  if (!stock.ok || !threshold.ok || !price.ok || hasErrors(fields)) {
    const isMissing = Object.values(fields).some(
      (error) => error?.key === 'required' || error?.key === 'choose',
    );
    return { ok: false, error: isMissing ? 'required' : 'invalidNumbers', fields };
  }
  return {
    ok: true,
    item: {
      name,
      category: draft.category as ItemCategory,
      unit: draft.unit.trim() || DEFAULT_UNIT,
      stock: stock.value ?? 0,
      threshold: threshold.value ?? 0,
      supplierId: Number(draft.supplierId),
      price: price.value ?? 0,
      expiry: draft.expiry || null,
      lotNumber: draft.lotNumber.trim() || null,
    },
  };
}

type ItemUpdateResult =
  | { ok: true; update: Partial<Omit<ItemCreate, 'stock' | 'lotNumber'>> }
  | { ok: false; error: ItemFormError; fields: FieldErrors<ItemField> };

/**
 * The edit form's PATCH body: only the fields that changed. The expiry shown is the earliest of the stock on
 * hand, so sending it back untouched would overwrite the item's own expiry with a lot's.
 */
export function toItemUpdate(original: ItemDraft, draft: ItemDraft, language: Language): ItemUpdateResult {
  const before = validateItemDraft(original, language);
  const after = validateItemDraft(draft, language);
  if (!after.ok) return after;
  const { stock: _stock, lotNumber: _lot, ...next } = after.item;
  const previous: Partial<ItemCreate> = before.ok ? before.item : {};
  const update = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => previous[key as keyof ItemCreate] !== value),
  );
  return { ok: true, update };
}
