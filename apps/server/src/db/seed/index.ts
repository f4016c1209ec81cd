import { count, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from '../../modules/inventory';
import type { Database } from '../client';
import { profiles } from '../schema';
import { seedItems } from './items';
import { seedNotifications } from './notifications';
import { seedProfileActivity } from './profile-activity';
import { seedProfiles } from './profiles';
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
 * Seeds an empty database, in one transaction. The profiles and settings (the viewers) are always created;
 * the demo data only when asked. A database that already has profiles is left alone, so this runs on every
 * start and only the first one writes. Returns whether it seeded.
 */
export async function seedDatabase({
  db,
  demoData,
  now = new Date(),
  rfid = DEFAULT_RFID,
}: SeedDatabaseOptions): Promise<boolean> {
  return inTransaction({ db }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(profiles);
    if ((existing?.n ?? 0) > 0) return false;
    await seedProfiles(tx, now);
    if (demoData) {
      const supplierIds = await seedSuppliers(tx, now);
      const itemIds = await seedItems(tx, now, supplierIds);
      await seedPurchaseOrders(tx, now, supplierIds, itemIds);
      await seedRfidTags(tx, now, itemIds, rfid);
      // Alerts come from the rules, as a check at the reference time would raise them.
      await evaluateAlerts({ db: tx, today: todayOf(now), notify: false, at: now });
      await seedNotifications(tx, now);
      await seedProfileActivity(tx, now);
    }
    return true;
  });
}
