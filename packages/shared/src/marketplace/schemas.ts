import { z } from 'zod';
import { idField, idParam } from '../ids';
import { pageSchema } from '../page';
import {
  MARKETPLACE_CATEGORY_FILTERS,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  RATING_MAX,
  RATING_MIN,
  TRACKED_TRANSACTION_KINDS,
  TRANSACTION_STATES,
} from './constants';

export type Address = `0x${string}`;
export type Hex = `0x${string}`;

// Addresses and hashes come in any case from people and wallets (the *InputSchema variants accept them and
// lower-case them); the API always answers lower-case, which the plain schemas check without a transform, so
// a response schema can be used to encode as well as to parse.
const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const hash32Pattern = /^0x[0-9a-fA-F]{64}$/;
const toLower = <T extends string>(s: string) => s.toLowerCase() as T;

/** A wallet or contract address as the API answers it: lower-case. */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-f]{40}$/, 'Expected a lower-case address.') as unknown as z.ZodType<Address>;
/** A 32-byte hash (transaction or metadata) as the API answers it: lower-case. */
export const hash32Schema = z
  .string()
  .regex(/^0x[0-9a-f]{64}$/, 'Expected a lower-case 32-byte hash.') as unknown as z.ZodType<Hex>;
/** A wallet or contract address typed or sent by a client, in any case; lower-cased. */
export const addressInputSchema = z
  .string()
  .regex(addressPattern, 'Enter a wallet address: 0x followed by 40 hexadecimal characters.')
  .transform(toLower<Address>);
export const txHashInputSchema = z
  .string()
  .regex(hash32Pattern, 'Enter a transaction hash: 0x followed by 64 hexadecimal characters.')
  .transform(toLower<Hex>);
/** An amount of ether typed by a person, like "0.05": at most 18 decimals, never negative. */
export const etherAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,18})?$/, 'Enter an amount of ETH like 0.05.');
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---- Product metadata (stored by the server; its hash is on chain) ----
export const productMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  imageUrl: z.string(),
});

export const productMetadataInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required.').max(120, 'Name is at most 120 characters.'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required.')
    .max(2000, 'Description is at most 2,000 characters.'),
  category: z.enum(PRODUCT_CATEGORIES, { message: 'Choose one of the product categories.' }),
  /** Empty: the placeholder image. Otherwise an http(s) address. */
  imageUrl: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, message: 'Enter an image address starting with http:// or https://.' }),
    ])
    .default(''),
});
/** POST /api/marketplace/metadata: the metadata, and the inventory item a List action is publishing. */
export const productMetadataUploadSchema = productMetadataInputSchema.extend({
  inventoryItemId: idField.optional(),
});
export type ProductMetadataUpload = z.input<typeof productMetadataUploadSchema>;
export const productMetadataStoredSchema = z.object({ hash: hash32Schema, metadata: productMetadataSchema });
export type ProductMetadataStored = z.infer<typeof productMetadataStoredSchema>;

// ---- Products (spec 000 section 3 "Marketplace product", as indexed from the chain) ----
export const productSchema = z.object({
  /** The contract's product id. */
  id: z.number().int(),
  seller: addressSchema,
  /** Null when the server holds no metadata for the listing's hash (listed by another tool). */
  metadata: productMetadataSchema.nullable(),
  metadataHash: hash32Schema,
  priceWei: z.string(),
  /** The price in ETH, exact. */
  price: z.string(),
  inventory: z.number().int(),
  active: z.boolean(),
  /** Listed, confirmed, and its metadata hash matches the stored metadata. */
  verified: z.boolean(),
  /** Mean of the buyers' ratings, or null when nobody has rated it. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  contractAddress: addressSchema,
  listedAt: z.string(),
  listingTxHash: hash32Schema,
  /** The inventory item this listing was made from, when it came from the inventory list. */
  inventoryItemId: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search is at most 100 characters.').optional(),
  category: z.enum(MARKETPLACE_CATEGORY_FILTERS).optional(),
  minPrice: etherAmountSchema.optional(),
  maxPrice: etherAmountSchema.optional(),
  inStock: booleanQuery.optional(),
  verified: booleanQuery.optional(),
  seller: addressInputSchema.optional(),
  /** The seller's own view lists deactivated products too; the marketplace never does. */
  includeInactive: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE),
});
export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
export const productIdParamsSchema = z.object({ id: idParam });

// ---- Orders (spec 000 section 3 "Order") ----
export const orderSchema = z.object({
  /** The contract's order id; null while the purchase is not mined, and for a failed one. */
  id: z.number().int().nullable(),
  /** The purchase transaction. */
  txHash: hash32Schema,
  productId: z.number().int(),
  productName: z.string().nullable(),
  buyer: addressSchema,
  seller: addressSchema,
  quantity: z.number().int(),
  unitPriceWei: z.string(),
  totalWei: z.string(),
  status: z.enum(ORDER_STATUSES),
  mined: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the seller confirmed the order (the contract's time); null until confirmed, and for rows from before. */
  confirmedAt: z.string().nullable(),
  /** When a shipped order may be finalised by the seller (the contract's delivery timeout). */
  finalizableAt: z.string().nullable(),
  /**
   * When the buyer may cancel a confirmed order the seller has not shipped, for a refund (the contract's
   * shipping timeout, counted from `confirmedAt`); null in every other status.
   */
  cancellableAt: z.string().nullable(),
  /** The listing description the purchase named (its metadata hash); null for orders indexed before it was kept. */
  metadataHash: hash32Schema.nullable(),
  /** The buyer's rating of a delivered order. */
  rating: z.number().int().nullable(),
  /** The inventory receipt this delivered purchase was received into, if any. */
  receivedMovementId: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z
  .object({ buyer: addressInputSchema.optional(), seller: addressInputSchema.optional() })
  .refine((q) => (q.buyer ? 1 : 0) + (q.seller ? 1 : 0) === 1, 'Name either a buyer or a seller address.');
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListSchema = z.object({ items: z.array(orderSchema) });
export const orderIdParamsSchema = z.object({ id: idParam });

export const orderRatingInputSchema = z.strictObject({
  rating: z
    .number({ message: 'Rating must be a number from 1 to 5.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(RATING_MIN, 'Rating must be at least 1.')
    .max(RATING_MAX, 'Rating is at most 5.'),
  /** The buyer's signature of ratingMessage(orderId, rating). */
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Sign the rating with the wallet that bought the order.'),
});
export type OrderRatingInput = z.infer<typeof orderRatingInputSchema>;

/** Receive a delivered purchase into inventory: a receipt on the ledger of an existing item. */
export const orderReceiveInputSchema = z.strictObject({
  itemId: idField,
  lotNumber: z.string().trim().max(60).optional(),
  expiry: z.iso.date({ message: 'Use a date like 2027-03-31.' }).optional(),
});
export type OrderReceiveInput = z.infer<typeof orderReceiveInputSchema>;

// ---- Submitted transactions ----
export const transactionInputSchema = z.strictObject({ txHash: txHashInputSchema });
export const trackedTransactionSchema = z.object({
  txHash: hash32Schema,
  kind: z.enum(TRACKED_TRANSACTION_KINDS),
  from: addressSchema,
  state: z.enum(TRANSACTION_STATES),
  /** The revert reason of a failed transaction, as decoded from the contract's errors when possible. */
  error: z.string().nullable(),
  submittedAt: z.string(),
});
export type TrackedTransaction = z.infer<typeof trackedTransactionSchema>;
export const txHashParamsSchema = z.object({ txHash: txHashInputSchema });

// ---- Statistics ----
/** Spec 000 section 2.6 and 9. Revenue is the sum of price x inventory over active listings, in ETH. */
export const marketplaceStatsSchema = z.object({
  products: z.number().int(),
  suppliers: z.number().int(),
  transactions: z.number().int(),
  verified: z.number().int(),
  revenue: z.string(),
  avgRating: z.number(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStatsSchema>;

/** Spec 000 section 2.7; This Month is the calendar month (UTC) of real order dates, not 30% of the total. */
export const supplierStatsSchema = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  totalSales: z.string(),
  thisMonth: z.string(),
  pending: z.number().int(),
  avgRating: z.number(),
  /** What the seller can withdraw now, in ETH. */
  balance: z.string(),
});
export type SupplierStats = z.infer<typeof supplierStatsSchema>;
export const sellerParamsSchema = z.object({ address: addressInputSchema });

// ---- The chain the server follows ----
export const chainInfoSchema = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  /** Where a browser wallet can reach the chain (the server's proxy on its own dev chain). */
  rpcUrl: z.string(),
  contractAddress: addressSchema,
  /** True when the server runs its own dev chain: only then is the demo wallet offered. */
  embedded: z.boolean(),
  /** Dev accounts the demo wallet may use (embedded chain only). */
  demoAccounts: z.array(addressSchema),
  headBlock: z.number().int(),
  indexedBlock: z.number().int(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

/** "Update inventory from blockchain": record the seller's marketplace sales of listed items on the ledger. */
export const inventorySyncInputSchema = z.strictObject({ seller: addressInputSchema });
export const inventorySyncResultSchema = z.object({
  /** Sale movements posted for orders not yet on the ledger. */
  recorded: z.number().int(),
  /** Reversals posted for orders cancelled or rejected after their sale was recorded. */
  reversed: z.number().int(),
  /** Sales that could not be recorded (the item has less stock than was sold), with why. */
  notRecorded: z.array(z.object({ orderId: z.number().int(), message: z.string() })),
});
export type InventorySyncResult = z.infer<typeof inventorySyncResultSchema>;
