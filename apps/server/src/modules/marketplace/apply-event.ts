import { type MarketplaceStatus, toMarketplaceStatus } from '@careledger/contracts';
import type { NewNotification, NotificationCode, OrderStatus } from '@careledger/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  items,
  marketBalances,
  marketOrders,
  marketProducts,
  productMetadata,
  walletLinks,
} from '../../db/schema';
import { storeNotification } from '../notifications';
import type { ChainEventRecord } from './decode-logs';

export interface ApplyEventOptions {
  /** A transaction: the event row, its projections and its notifications commit together. */
  db: Database;
  event: ChainEventRecord;
  /**
   * The followed wallets, when the event is new and may raise notifications; undefined while rebuilding
   * projections from stored events (those were announced when first indexed).
   */
  followed?: ReadonlySet<string> | undefined;
}

/**
 * Brings the projections (products, orders, balances) up to date with one event. Events carry the full
 * resulting state, so applying one twice is harmless. New orders of followed wallets store notifications, pushed once the caller's transaction commits.
 */
export async function applyEvent({ db, event, followed }: ApplyEventOptions): Promise<void> {
  const a = event.args;
  switch (event.name) {
    case 'ProductListed': {
      const values = {
        id: Number(a.productId),
        seller: String(a.seller),
        priceWei: String(a.price),
        inventory: Number(a.inventory),
        active: true,
        metadataHash: String(a.metadataHash),
        listedBlock: event.blockNumber,
        listedAt: event.blockTime,
        listingTxHash: event.txHash,
      };
      await db
        .insert(marketProducts)
        .values(values)
        .onConflictDoUpdate({ target: marketProducts.id, set: values });
      await markItemVerified(db, values.metadataHash);
      return;
    }
    case 'ProductUpdated': {
      const metadataHash = String(a.metadataHash);
      await db
        .update(marketProducts)
        .set({ priceWei: String(a.price), inventory: Number(a.inventory), metadataHash })
        .where(eq(marketProducts.id, Number(a.productId)));
      await markItemVerified(db, metadataHash);
      return;
    }
    case 'ProductActiveSet':
      await db
        .update(marketProducts)
        .set({ active: a.active === true })
        .where(eq(marketProducts.id, Number(a.productId)));
      return;
    case 'OrderPlaced':
      return applyOrderPlaced(db, event, followed);
    case 'OrderStatusChanged':
      return applyOrderStatusChanged(db, event, followed);
    case 'Credited':
      await setBalance(db, String(a.account), String(a.balance));
      return;
    case 'Withdrawn':
      // withdraw() pays out the whole balance.
      await setBalance(db, String(a.account), '0');
      return;
    default:
      return;
  }
}

async function applyOrderPlaced(db: Database, event: ChainEventRecord, followed?: ReadonlySet<string>) {
  const a = event.args;
  const orderId = Number(a.orderId);
  const productId = Number(a.productId);
  const values = {
    orderId,
    txHash: event.txHash,
    productId,
    buyer: String(a.buyer),
    seller: String(a.seller),
    quantity: Number(a.quantity),
    unitPriceWei: String(a.unitPrice),
    totalWei: String(a.total),
    status: 'pending' as const,
    mined: true,
    confirmedAt: null,
    shippedAt: null,
    metadataHash: String(a.metadataHash),
    blockNumber: event.blockNumber,
    createdAt: event.blockTime,
    updatedAt: event.blockTime,
  };
  // A purchase the web app reported is waiting under its tx hash; otherwise insert (or refresh, on a rebuild).
  const reported = await db
    .update(marketOrders)
    .set(values)
    .where(and(eq(marketOrders.txHash, event.txHash), isNull(marketOrders.orderId)))
    .returning({ rowId: marketOrders.rowId });
  if (reported.length === 0) {
    await db
      .insert(marketOrders)
      .values(values)
      .onConflictDoUpdate({ target: marketOrders.orderId, set: values });
  }
  await db
    .update(marketProducts)
    .set({ inventory: Number(a.remainingInventory) })
    .where(eq(marketProducts.id, productId));
  if (!isFollowed(followed, values.buyer, values.seller)) return;
  return notify(db, [values.buyer, values.seller], actionUrlFor(followed, values, 'pending'), {
    code: 'order_placed',
    params: { orderId, quantity: values.quantity, product: await productName(db, productId) },
    type: 'info',
  });
}

async function applyOrderStatusChanged(
  db: Database,
  event: ChainEventRecord,
  followed?: ReadonlySet<string>,
) {
  const a = event.args;
  const orderId = Number(a.orderId);
  const status = toMarketplaceStatus(Number(a.status));
  // The timestamps are the contract's own (its timeouts count from them), carried by every status change.
  const [order] = await db
    .update(marketOrders)
    .set({
      status,
      updatedAt: event.blockTime,
      confirmedAt: contractTime(a.confirmedAt),
      shippedAt: contractTime(a.shippedAt),
    })
    .where(eq(marketOrders.orderId, orderId))
    .returning();
  if (!order) return;
  await db
    .update(marketProducts)
    .set({ inventory: Number(a.productInventory) })
    .where(eq(marketProducts.id, order.productId));
  if (!isFollowed(followed, order.buyer, order.seller)) return;
  const isBad = status === 'cancelled' || status === 'rejected';
  return notify(db, [order.buyer, order.seller], actionUrlFor(followed, order, status), {
    code: ORDER_NOTIFICATION_CODES[status],
    params: { orderId, quantity: order.quantity, product: await productName(db, order.productId) },
    type: isBad ? 'warning' : status === 'delivered' ? 'success' : 'info',
  });
}

/** A contract timestamp (seconds, as a decimal string) as a date; 0 means not yet. */
function contractTime(seconds: string | boolean | undefined): Date | null {
  const value = Number(seconds ?? 0);
  return value > 0 ? new Date(value * 1000) : null;
}

/** The notification an order reaching each status raises (the contract never moves an order back to pending). */
const ORDER_NOTIFICATION_CODES = {
  pending: 'order_placed',
  confirmed: 'order_confirmed',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
  rejected: 'order_rejected',
} as const satisfies Record<MarketplaceStatus, NotificationCode>;

/**
 * One notification when a followed wallet takes part in the order, not one per wallet: when this CareLedger
 * follows both the buyer and the seller, two identical notifications would only be noise.
 */
function isFollowed(followed: ReadonlySet<string> | undefined, buyer: string, seller: string): boolean {
  return followed !== undefined && (followed.has(buyer) || followed.has(seller));
}

/**
 * Where the notification leads: to the screen of the party who acts next (the seller confirms and ships on
 * /supplier; the buyer confirms delivery and rates on /marketplace), when this CareLedger follows that party.
 */
function actionUrlFor(
  followed: ReadonlySet<string> | undefined,
  order: { buyer: string; seller: string },
  status: OrderStatus,
): '/supplier' | '/marketplace' {
  const sellerActsNext = status === 'pending' || status === 'confirmed';
  const sellerFollowed = followed?.has(order.seller) ?? false;
  const buyerFollowed = followed?.has(order.buyer) ?? false;
  if (sellerFollowed && (sellerActsNext || !buyerFollowed)) return '/supplier';
  return '/marketplace';
}

async function notify(
  db: Database,
  wallets: readonly string[],
  actionUrl: '/supplier' | '/marketplace',
  words: {
    code: (typeof ORDER_NOTIFICATION_CODES)[MarketplaceStatus];
    params: OrderWords;
    type: NewNotification['type'];
  },
): Promise<void> {
  await storeNotification({
    db,
    to: { wallets },
    notification: { ...words, category: 'marketplace', priority: 'medium', actionUrl },
  });
}

/** The wallets whose orders raise notifications: those linked to an account (by a SIWE signature). */
export async function loadFollowedWallets(db: Database): Promise<Set<string>> {
  const rows = await db.select({ address: walletLinks.address }).from(walletLinks);
  return new Set(rows.map((row) => row.address));
}

type OrderWords = { orderId: number; quantity: number; product: string };

/** The listing's name; `#<id>` (no words to translate) when its metadata is unknown. */
async function productName(db: Database, productId: number): Promise<string> {
  const [row] = await db
    .select({ name: productMetadata.name })
    .from(marketProducts)
    .innerJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
    .where(eq(marketProducts.id, productId));
  return row?.name ?? `#${productId}`;
}

async function setBalance(db: Database, account: string, balanceWei: string) {
  await db
    .insert(marketBalances)
    .values({ account, balanceWei })
    .onConflictDoUpdate({ target: marketBalances.account, set: { balanceWei } });
}

/** A listing whose hash matches metadata published from an inventory item marks that item verified. */
export async function markItemVerified(db: Database, metadataHash: string): Promise<void> {
  await db
    .update(items)
    .set({ blockchainVerified: true })
    .where(
      inArray(
        items.id,
        db
          .select({ id: sql<number>`${productMetadata.inventoryItemId}` })
          .from(productMetadata)
          .where(eq(productMetadata.hash, metadataHash)),
      ),
    );
}
