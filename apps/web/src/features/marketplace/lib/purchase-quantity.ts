import { formatEthAmount } from '@careledger/shared';

/** Why a typed quantity cannot be bought; each has its sentence beside the field. */
export type QuantityProblem = 'empty' | 'notWhole' | 'tooSmall' | 'tooMany';

export type QuantityReading = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem };

/**
 * Reads the quantity field against the stock. The spec's prototype turned anything below 1 or not a number into
 * 1, so typing 0 bought one unit (issue 12 item 2): here only a whole number from 1 to the stock is a quantity,
 * and anything else is refused and never sent (docs/spec-deviations.md).
 */
export function readQuantity(text: string, available: number): QuantityReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, problem: 'notWhole' };
  const quantity = Number(trimmed);
  if (quantity < 1) return { ok: false, problem: 'tooSmall' };
  if (quantity > available) return { ok: false, problem: 'tooMany' };
  return { ok: true, quantity };
}

/** The exact payment: price x quantity in wei, what purchase() requires as msg.value. */
export function orderTotalWei(priceWei: string, quantity: number): bigint {
  return BigInt(priceWei) * BigInt(quantity);
}

/** Spec 000 section 9: the order total with 2 decimals. */
export function formatOrderTotal(priceWei: string, quantity: number): string {
  return formatEthAmount(orderTotalWei(priceWei, quantity), 2);
}
