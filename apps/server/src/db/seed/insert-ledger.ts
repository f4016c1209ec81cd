import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { stockMovements } from '../schema';

/**
 * Writes the seed's ledger as a bulk load: with demand_days' per-row trigger (migration 0015) off, then one
 * rebuild of demand_days from the ledger. Chunks keep each statement under the 65535 bind-parameter limit.
 */
export async function insertLedger(
  db: Database,
  movements: (typeof stockMovements.$inferInsert)[],
): Promise<void> {
  await db.execute(sql`alter table stock_movements disable trigger stock_movements_demand_days`);
  for (let i = 0; i < movements.length; i += 2000) {
    await db.insert(stockMovements).values(movements.slice(i, i + 2000));
  }
  await db.execute(sql`alter table stock_movements enable trigger stock_movements_demand_days`);
  await db.execute(sql`select demand_days_rebuild()`);
}
