import type { PurchaseOrderCreate } from '@careledger/shared';

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
  quantity: 'invalidQuantity';
  unitPrice: 'negativePrice' | 'invalidPrice';
}>;

interface OrderFormErrors {
  supplierId?: 'selectSupplier';
  lines?: 'noLines';
  /** By line key; a line without errors is absent. */
  byLine: Record<number, OrderLineErrors>;
}

type OrderFormResult = { ok: true; order: PurchaseOrderCreate } | { ok: false; errors: OrderFormErrors };

const WHOLE = /^\d+$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

export const emptyOrderLine = (key: number): OrderLineDraft => ({
  key,
  itemId: '',
  quantity: '',
  unitPrice: '',
});

/** A quantity is a whole number of 1 or more; null otherwise. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : null;
}

/** A price is 0 or more with at most 2 decimals; undefined when left empty, null when invalid. */
function parseUnitPrice(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return PRICE.test(trimmed) ? Number(trimmed) : null;
}

function validateLine(line: OrderLineDraft): OrderLineErrors {
  const errors: OrderLineErrors = {};
  if (!line.itemId) errors.itemId = 'selectItem';
  if (parseQuantity(line.quantity) === null) errors.quantity = 'invalidQuantity';
  if (parseUnitPrice(line.unitPrice) === null) {
    errors.unitPrice = Number(line.unitPrice.trim()) < 0 ? 'negativePrice' : 'invalidPrice';
  }
  return errors;
}

/** Every field's error at once, so each can be shown next to its field; or the create body. */
export function validateOrderDraft(draft: OrderDraft): OrderFormResult {
  const errors: OrderFormErrors = { byLine: {} };
  if (!draft.supplierId) errors.supplierId = 'selectSupplier';
  if (draft.lines.length === 0) errors.lines = 'noLines';
  for (const line of draft.lines) {
    const lineErrors = validateLine(line);
    if (Object.keys(lineErrors).length > 0) errors.byLine[line.key] = lineErrors;
  }
  if (errors.supplierId || errors.lines || Object.keys(errors.byLine).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    order: {
      supplierId: Number(draft.supplierId),
      lines: draft.lines.map((line) => {
        const unitPrice = parseUnitPrice(line.unitPrice);
        return {
          itemId: Number(line.itemId),
          quantity: Number(line.quantity.trim()),
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
) {
  let cents = 0;
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity);
    const typed = parseUnitPrice(line.unitPrice);
    const price = typed === undefined ? itemPrice(line.itemId) : typed;
    if (quantity === null || price === null || price === undefined) continue;
    cents += quantity * Math.round(price * 100);
  }
  return cents / 100;
}
