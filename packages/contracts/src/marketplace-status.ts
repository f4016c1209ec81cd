// The contract's `OrderStatus` enum, in declaration order (the ABI encodes it as uint8).

export const MARKETPLACE_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'rejected',
] as const;

export type MarketplaceStatus = (typeof MARKETPLACE_STATUSES)[number];

/** Numeric `OrderStatus` value -> status name. */
export const MarketplaceStatus = {
  0: 'pending',
  1: 'confirmed',
  2: 'shipped',
  3: 'delivered',
  4: 'cancelled',
  5: 'rejected',
} as const satisfies Record<number, MarketplaceStatus>;

/** Status name -> numeric `OrderStatus` value, for calls and log filters. */
export const MarketplaceStatusCode = {
  pending: 0,
  confirmed: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
  rejected: 5,
} as const satisfies Record<MarketplaceStatus, number>;

/** Converts the uint8 from an event or a call to its name; throws on a value the contract cannot produce. */
export function toMarketplaceStatus(code: number | bigint): MarketplaceStatus {
  const status = MARKETPLACE_STATUSES[Number(code)];
  if (status === undefined) throw new RangeError(`Unknown marketplace order status ${code}`);
  return status;
}
