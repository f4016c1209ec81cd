import { count, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from '../../modules/inventory';
import type { Database } from '../client';
import { accounts } from '../schema';
import { DEMO_ITEM_SEEDS } from './demo-items';
import { ITEM_SEEDS, seedItems } from './items';
import { seedMedicineProfiles } from './medicine-items';
import { seedMemories } from './memories';
import { seedNotifications } from './notifications';
import { seedProfileActivity } from './profile-activity';
import { seedDemoAccounts } from './profiles';
import { seedPurchaseOrders } from './purchase-orders';
import { seedRfidTags } from './rfid-tags';
import { seedSuppliers } from './suppliers';

/** A fixed pg_advisory_xact_lock key, so two servers starting on one PostgreSQL seed once. */
const SEED_LOCK_KEY = 4_711_002;

export interface SeedDatabaseOptions {
  db: Database;
  /** Include the demo inventory (suppliers, items, ledger, lots, an order, alerts), notifications and chain activity (SEED_DEMO_DATA). */
  demoData: boolean;
  /** Reference time that every seeded timestamp is a fixed offset from. */
  now?: Date;
  /** Company prefix, filter and unseen days of the demo RFID tags (RFID_COMPANY_PREFIX, RFID_FILTER, RFID_UNSEEN_DAYS). */
  rfid?: Pick<RfidConfig, 'companyPrefix' | 'filter' | 'unseenDays'>;
}

const DEFAULT_RFID = { companyPrefix: '0614141', filter: 1, unseenDays: 7 };

/**
 * Seeds an empty database with the demo data, in one transaction: one demo account per role (with profile and
 * settings), the inventory, notifications and activity. Without demo data nothing is written: the setup page
 * creates the first admin. A database that already has accounts is left alone, so this runs on every start and
 * only the first one writes. Returns whether it seeded.
 */
export async function seedDatabase({
  db,
  demoData,
  now = new Date(),
  rfid = DEFAULT_RFID,
}: SeedDatabaseOptions): Promise<boolean> {
  return inTransaction({ db }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(accounts);
    if ((existing?.n ?? 0) > 0 || !demoData) return false;
    const accountIds = await seedDemoAccounts(tx, now);
    const supplierIds = await seedSuppliers(tx, now);
    const itemIds = await seedItems(tx, now, supplierIds, DEMO_ITEM_SEEDS);
    await seedMedicineProfiles(tx, now, itemIds);
    await seedPurchaseOrders(tx, now, supplierIds, itemIds);
    // The general supplies carry the demo's tags; the medicines are left for Assign RFID Tags.
    await seedRfidTags(tx, now, namedIds(itemIds, ITEM_SEEDS), rfid);
    // Alerts come from the rules, as a check at the reference time would raise them.
    await evaluateAlerts({ db: tx, today: todayOf(now), notify: false, at: now });
    // The spec's sample notifications and activity belong to the admin, the spec's viewer.
    await seedNotifications(tx, now, accountIds.admin);
    await seedProfileActivity(tx, now, accountIds.admin);
    // The demo patient's memory companion: memories, tasks and a carer alert.
    await seedMemories(tx, now, accountIds);
    return true;
  });
}

/** The ids of the named seeds, by name. */
function namedIds(ids: Map<string, number>, seeds: readonly { name: string }[]): Map<string, number> {
  return new Map(
    seeds.flatMap((s) => (ids.has(s.name) ? [[s.name, ids.get(s.name) as number] as const] : [])),
  );
}
