import { asc, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  accounts,
  alerts,
  apiTokens,
  carerAlerts,
  chainBlocks,
  chainCursor,
  chainDeployment,
  chainEvents,
  demandDays,
  items,
  lots,
  marketBalances,
  marketOrders,
  marketProducts,
  medicineAnswers,
  medicineProfiles,
  memories,
  memoryTasks,
  notifications,
  predictionRuns,
  predictionSettings,
  productMetadata,
  profileActivity,
  profiles,
  purchaseOrderLines,
  purchaseOrders,
  restockingRequests,
  rfidScanDays,
  rfidTags,
  settings,
  skinAnalyses,
  skinAnalysisImages,
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
    demandDays: await db.select().from(demandDays).orderBy(asc(demandDays.itemId)),
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
    predictionRuns: await db.select().from(predictionRuns).orderBy(asc(predictionRuns.id)),
    predictionSettings: await db.select().from(predictionSettings),
    medicineProfiles: await db.select().from(medicineProfiles).orderBy(asc(medicineProfiles.itemId)),
    medicineAnswers: await db.select().from(medicineAnswers).orderBy(asc(medicineAnswers.id)),
    restockingRequests: await db.select().from(restockingRequests).orderBy(asc(restockingRequests.id)),
    memories: await db.select().from(memories).orderBy(asc(memories.id)),
    memoryTasks: await db.select().from(memoryTasks).orderBy(asc(memoryTasks.id)),
    carerAlerts: await db.select().from(carerAlerts).orderBy(asc(carerAlerts.id)),
    skinAnalyses: await db.select().from(skinAnalyses).orderBy(asc(skinAnalyses.id)),
    skinAnalysisImages: await db
      .select()
      .from(skinAnalysisImages)
      .orderBy(asc(skinAnalysisImages.analysisId)),
  };
}

const FINGERPRINTED = [
  accounts,
  apiTokens,
  walletLinks,
  profiles,
  settings,
  profileActivity,
  notifications,
  suppliers,
  items,
  lots,
  purchaseOrders,
  purchaseOrderLines,
  stockMovements,
  demandDays,
  alerts,
  rfidTags,
  rfidScanDays,
  chainDeployment,
  chainCursor,
  chainBlocks,
  chainEvents,
  marketProducts,
  marketOrders,
  marketBalances,
  productMetadata,
  trackedTransactions,
  predictionRuns,
  predictionSettings,
  medicineProfiles,
  medicineAnswers,
  restockingRequests,
  memories,
  memoryTasks,
  carerAlerts,
  skinAnalyses,
  skinAnalysisImages,
];

/**
 * The same tables as snapshotDatabase, each as an MD5 of its rows' text computed inside the database: equal
 * fingerprints mean equal rows, and a difference names the table. For suites that compare hundreds of times:
 * moving every row out of PGlite and into JavaScript costs far more than hashing it where it is.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const parts = FINGERPRINTED.map((table) => {
    const name = getTableName(table);
    return sql`select ${name} as name, md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as digest
      from ${sql.identifier(name)} t`;
  });
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
