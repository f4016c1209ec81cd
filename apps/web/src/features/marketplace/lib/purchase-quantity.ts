import { formatEthAmount } from '@careledger/shared';

/** Spec 000 section 5: the quantity is a whole number of at least 1; anything non-numeric falls back to 1. */
export function parseQuantity(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/**
 * The spec's prototype let a quantity above the stock through to the purchase; the contract would revert it,
 * so the dialog refuses it first (docs/spec-deviations.md).
 */
export function exceedsStock(quantity: number, stock: number): boolean {
  return quantity > stock;
}

/** The exact payment: price x quantity in wei, what purchase() requires as msg.value. */
export function orderTotalWei(priceWei: string, quantity: number): bigint {
  return BigInt(priceWei) * BigInt(quantity);
}

/** Spec 000 section 9: the order total with 2 decimals. */
export function formatOrderTotal(priceWei: string, quantity: number): string {
  return formatEthAmount(orderTotalWei(priceWei, quantity), 2);
}
