import type { Language, PurchaseOrderCreate } from '@careledger/shared';
import { type FieldError, type NumberRules, readNumberField } from '@/lib/read-number-field';

export interface OrderLineDraft {
  /** Stable React key: lines can be removed from the middle. */
  key: number;
  itemId: string;
  quantity: string;
  /** Empty: the item's own price. */
  unitPrice: string;
}

export interface OrderDraft {
  supplierId: string;
  lines: OrderLineDraft[];
}

export type OrderLineErrors = Partial<{
  itemId: 'selectItem';
  quantity: FieldError;
  unitPrice: FieldError;
}>;

interface OrderFormErrors {
  supplierId?: 'selectSupplier';
  lines?: 'noLines';
  /** By line key; a line without errors is absent. */
  byLine: Record<number, OrderLineErrors>;
}

type OrderFormResult = { ok: true; order: PurchaseOrderCreate } | { ok: false; errors: OrderFormErrors };

/** As the server's schema: at least 1 unit; a price of 0 or more with at most 2 decimals. */
const QUANTITY: NumberRules = { whole: true, min: 1, max: 10_000_000 };
const UNIT_PRICE: NumberRules = { min: 0, max: 100_000_000, maxDecimals: 2, isOptional: true };

export const emptyOrderLine = (key: number): OrderLineDraft => ({
  key,
  itemId: '',
  quantity: '',
  unitPrice: '',
});

/** A quantity is a whole number of 1 or more, read in the interface language; null otherwise. */
export function parseQuantity(text: string, language: Language): number | null {
  const quantity = readNumberField(text, language, QUANTITY);
  return quantity.ok ? quantity.value : null;
}

/** A price is 0 or more with at most 2 decimals; undefined when left empty, null when invalid. */
function parseUnitPrice(text: string, language: Language): number | null | undefined {
  const price = readNumberField(text, language, UNIT_PRICE);
  if (!price.ok) return null;
  return price.value ?? undefined;
}

function validateLine(line: OrderLineDraft, language: Language): OrderLineErrors {
  const errors: OrderLineErrors = {};
  if (!line.itemId) errors.itemId = 'selectItem';
  const quantity = readNumberField(line.quantity, language, QUANTITY);
  if (!quantity.ok) errors.quantity = quantity.error;
  const price = readNumberField(line.unitPrice, language, UNIT_PRICE);
  if (!price.ok) errors.unitPrice = price.error;
  return errors;
}

/** Every field's error at once, so each can be shown next to its field; or the create body. */
export function validateOrderDraft(draft: OrderDraft, language: Language): OrderFormResult {
  const errors: OrderFormErrors = { byLine: {} };
  if (!draft.supplierId) errors.supplierId = 'selectSupplier';
  if (draft.lines.length === 0) errors.lines = 'noLines';
  for (const line of draft.lines) {
    const lineErrors = validateLine(line, language);
    if (Object.keys(lineErrors).length > 0) errors.byLine[line.key] = lineErrors;
  }
  if (errors.supplierId || errors.lines || Object.keys(errors.byLine).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    order: {
      supplierId: Number(draft.supplierId),
      lines: draft.lines.map((line) => {
        const unitPrice = parseUnitPrice(line.unitPrice, language);
        return {
          itemId: Number(line.itemId),
          quantity: parseQuantity(line.quantity, language) ?? 0,
          ...(unitPrice === undefined || unitPrice === null ? {} : { unitPrice }),
        };
      }),
    },
  };
}

/**
 * The total as the server will compute it: each line's quantity times its price (the item's own when left
 * empty), in cents so that 0.1 + 0.2 stays 0.30. Lines not yet complete count as 0.
 */
export function orderTotal(
  lines: readonly OrderLineDraft[],
  itemPrice: (itemId: string) => number | undefined,
  language: Language,
) {
  let cents = 0;
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity, language);
    const typed = parseUnitPrice(line.unitPrice, language);
    const price = typed === undefined ? itemPrice(line.itemId) : typed;
    if (quantity === null || price === null || price === undefined) continue;
    cents += quantity * Math.round(price * 100);
  }
  return cents / 100;
}
