import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accounts,
  alerts,
  apiTokens,
  chainBlocks,
  chainCursor,
  chainDeployment,
  chainEvents,
  items,
  lots,
  marketBalances,
  marketOrders,
  marketProducts,
  notifications,
  productMetadata,
  profileActivity,
  profiles,
  purchaseOrderLines,
  purchaseOrders,
  rfidScanDays,
  rfidTags,
  settings,
  stockMovements,
  suppliers,
  trackedTransactions,
  walletLinks,
} from '../db/schema';

/**
 * Every row of every table, in a stable order: compare two snapshots to prove a request changed nothing. Left
 * out are the tables that record a request rather than change data: the audit log (a refused write is
 * recorded), login attempts (a failed sign-in is recorded), sessions (last seen moves) and SIWE nonces.
 */
export async function snapshotDatabase(db: Database) {
  return {
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    apiTokens: await db.select().from(apiTokens).orderBy(asc(apiTokens.id)),
    walletLinks: await db.select().from(walletLinks).orderBy(asc(walletLinks.address)),
    profiles: await db.select().from(profiles).orderBy(asc(profiles.accountId)),
    settings: await db.select().from(settings).orderBy(asc(settings.accountId)),
    profileActivity: await db.select().from(profileActivity).orderBy(asc(profileActivity.id)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
    suppliers: await db.select().from(suppliers).orderBy(asc(suppliers.id)),
    items: await db.select().from(items).orderBy(asc(items.id)),
    lots: await db.select().from(lots).orderBy(asc(lots.id)),
    purchaseOrders: await db.select().from(purchaseOrders).orderBy(asc(purchaseOrders.id)),
    purchaseOrderLines: await db.select().from(purchaseOrderLines).orderBy(asc(purchaseOrderLines.id)),
    stockMovements: await db.select().from(stockMovements).orderBy(asc(stockMovements.id)),
    alerts: await db.select().from(alerts).orderBy(asc(alerts.id)),
    rfidTags: await db.select().from(rfidTags).orderBy(asc(rfidTags.tagId)),
    rfidScanDays: await db.select().from(rfidScanDays).orderBy(asc(rfidScanDays.day)),
    chainDeployment: await db.select().from(chainDeployment),
    chainCursor: await db.select().from(chainCursor),
    chainBlocks: await db.select().from(chainBlocks).orderBy(asc(chainBlocks.number)),
    chainEvents: await db
      .select()
      .from(chainEvents)
      .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex)),
    marketProducts: await db.select().from(marketProducts).orderBy(asc(marketProducts.id)),
    marketOrders: await db.select().from(marketOrders).orderBy(asc(marketOrders.rowId)),
    marketBalances: await db.select().from(marketBalances).orderBy(asc(marketBalances.account)),
    productMetadata: await db.select().from(productMetadata).orderBy(asc(productMetadata.hash)),
    trackedTransactions: await db.select().from(trackedTransactions).orderBy(asc(trackedTransactions.txHash)),
  };
}
