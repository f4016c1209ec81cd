import { formatEther, keccak256, stringToHex } from 'viem';
import type { OrderStatus } from './constants';

export interface ProductMetadata {
  name: string;
  description: string;
  category: string;
  imageUrl: string;
}

/**
 * The hash a listing carries on chain: keccak-256 of the metadata's fields as a JSON array in a fixed order,
 * so the server, the browser and anyone else recompute the same value from the same four strings.
 */
export function productMetadataHash(metadata: ProductMetadata): `0x${string}` {
  const canonical = JSON.stringify([
    metadata.name,
    metadata.description,
    metadata.category,
    metadata.imageUrl,
  ]);
  return keccak256(stringToHex(canonical));
}

/** Spec 000 section 9: the mean of the ratings with missing ones counted as 0, to one decimal. */
export function averageRating(ratings: readonly (number | null)[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce<number>((total, r) => total + (r ?? 0), 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** A wei amount as ether with at most `decimals` decimals, rounded half up, trailing zeros kept. */
export function formatEthAmount(wei: bigint | string, decimals = 2): string {
  const value = typeof wei === 'string' ? BigInt(wei) : wei;
  const unit = 10n ** BigInt(18 - decimals);
  const rounded = ((value + unit / 2n) / unit) * unit;
  const [whole = '0', fraction = ''] = formatEther(rounded).split('.');
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}

/** Who may move an order on, and to what: the contract's rules, for showing only the buttons that work. */
export type OrderAction = 'confirm' | 'ship' | 'reject' | 'cancel' | 'confirmDelivery' | 'finalize';

/**
 * `finalizableNow`: the delivery timeout of a shipped order has passed (the seller may finalise it).
 * `cancellableNow`: the shipping timeout of a confirmed order has passed (the buyer may cancel it for a refund).
 */
export function allowedOrderActions(
  status: OrderStatus,
  party: 'buyer' | 'seller',
  {
    mined = true,
    finalizableNow = false,
    cancellableNow = false,
  }: { mined?: boolean; finalizableNow?: boolean; cancellableNow?: boolean } = {},
): OrderAction[] {
  if (!mined) return [];
  if (party === 'seller') {
    if (status === 'pending') return ['confirm', 'reject'];
    if (status === 'confirmed') return ['ship', 'reject'];
    if (status === 'shipped' && finalizableNow) return ['finalize'];
    return [];
  }
  if (status === 'pending') return ['cancel'];
  if (status === 'confirmed' && cancellableNow) return ['cancel'];
  if (status === 'shipped') return ['confirmDelivery'];
  return [];
}

/** The message a buyer signs to rate a delivered order; the server recovers the signer from it. */
export function ratingMessage(orderId: number, rating: number): string {
  return `CareLedger: I rate marketplace order #${orderId} ${rating} out of 5.`;
}
