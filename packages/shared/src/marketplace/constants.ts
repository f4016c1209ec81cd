import { ITEM_CATEGORIES, type ItemCategory } from '../inventory/constants';

/** Spec 000 section 3: the supplier form's categories (the inventory's eight, "Other" included). */
export const PRODUCT_CATEGORIES = ITEM_CATEGORIES;
export type ProductCategory = ItemCategory;

/** Spec 000 section 3: the marketplace's category dropdown ("all" first, no "Other"). */
export const MARKETPLACE_CATEGORY_FILTERS = [
  'all',
  'Antibiotics',
  'Consumables',
  'Equipment',
  'Diabetes Care',
  'Pain Management',
  'Cardiovascular',
  'Respiratory',
] as const;
export type MarketplaceCategoryFilter = (typeof MARKETPLACE_CATEGORY_FILTERS)[number];

/**
 * An order's status. The first six are the contract's; `failed` is a submitted purchase whose transaction
 * reverted, so no order exists on chain. A purchase not yet mined is `pending` with `mined: false`.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'rejected',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec 000 section 9: green for confirmed and delivered, blue for shipped, yellow for pending, grey otherwise. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, 'green' | 'blue' | 'yellow' | 'grey'> = {
  pending: 'yellow',
  confirmed: 'green',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
  rejected: 'grey',
  failed: 'grey',
};

/** Orders whose money is still in escrow or earned: everything except cancelled, rejected and failed. */
export const SALE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

/** Spec 000 section 5: an add-product form without an image URL gets a 150 px placeholder image. */
export const PLACEHOLDER_IMAGE_URL = '/images/product-placeholder-150.svg';

/** Spec 000 section 3: ratings are 1 to 5; spec 000 section 9: Avg Rating is shown with one decimal. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The default page size of the product grid, and the largest a client may ask for. */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;

/** Seller and buyer order lists show at most this many, newest first. */
export const ORDER_LIST_LIMIT = 100;

/** The transaction kinds the web app reports to the server after the wallet submits them. */
export const TRACKED_TRANSACTION_KINDS = [
  'purchase',
  'listProduct',
  'updateProduct',
  'setActive',
  'confirmOrder',
  'shipOrder',
  'confirmDelivery',
  'finalizeOrder',
  'cancelOrder',
  'rejectOrder',
  'withdraw',
] as const;
export type TrackedTransactionKind = (typeof TRACKED_TRANSACTION_KINDS)[number];
export const TRANSACTION_STATES = ['pending', 'mined', 'failed'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];
