import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../test/databases';
import { MIGRATIONS_DIR } from './migrate';
import { rowsOf } from './rows';
import { alerts, demandDays, items, stockMovements, suppliers } from './schema';

/** A migrations folder holding only issue 2's first migration, to build a database as it stood then. */
function firstMigrationOnly(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'careledger-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  copyFileSync(path.join(MIGRATIONS_DIR, '0000_foundation.sql'), path.join(dir, '0000_foundation.sql'));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1795372494926, tag: '0000_foundation', breakpoints: true }],
    }),
  );
  return dir;
}

describe.each(DATABASE_KINDS)('the inventory migration on an issue 2 database (%s)', (kind) => {
  const oldMigrations = firstMigrationOnly();
  afterAll(() => rmSync(oldMigrations, { recursive: true, force: true }));

  it('creates suppliers from item supplier names and fills the cached balances from the ledger', async () => {
    const database = await openTestDatabase(kind, { empty: true });
    try {
      const { db } = database.handle;
      if (kind === 'pglite')
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: oldMigrations });
      else await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: oldMigrations });
      await db.execute(sql`
        insert into items (name, category, unit, threshold, supplier_name, price) values
          ('Old gauze', 'Consumables', 'pack', 10, 'Old Supplier', 1.00),
          ('Old tape', 'Consumables', 'roll', 5, 'Old Supplier', 2.00),
          ('Old monitor', 'Equipment', 'unit', 1, 'Other Supplier', 50.00)`);
      await db.execute(sql`
        insert into stock_movements (item_id, kind, quantity, created_by, created_at) values
          (1, 'receipt', 30, 'seed', '2025-01-01'), (1, 'issue', -12, 'seed', '2025-01-02'),
          (1, 'issue', -3, 'seed', '2025-01-03'), (2, 'receipt', 4, 'seed', '2025-01-01')`);
      await db.execute(sql`
        insert into alerts (item_id, type, severity, title, message) values
          (1, 'expiry', 'high', 'Expiring soon: Old gauze', 'soon')`);

      await database.handle.migrate();

      const supplierRows = await db.select().from(suppliers).orderBy(asc(suppliers.name));
      expect(supplierRows.map((s) => s.name)).toEqual(['Old Supplier', 'Other Supplier']);
      const itemRows = await db.select().from(items).orderBy(asc(items.id));
      expect(itemRows.map((i) => [i.stockOnHand, i.stockStatus, i.supplierId !== null])).toEqual([
        [15, 'good', true],
        [4, 'low', true],
        [0, 'critical', true],
      ]);
      const ledger = await db.select().from(stockMovements).orderBy(asc(stockMovements.id));
      expect(ledger.map((m) => m.balanceAfter)).toEqual([30, 18, 15, 4]);
      const [alert] = await db.select().from(alerts);
      expect(alert?.type).toBe('expiry_soon');
      // Migration 0015 filled demand_days from the old ledger: days are numbered from 1970-01-01.
      const demand = await db.select().from(demandDays).orderBy(asc(demandDays.itemId));
      const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
      expect(day('2025-01-02')).toBe(20090);
      expect(demand).toEqual([
        { itemId: 1, firstDay: '2025-01-01', units: [12, 3] },
        { itemId: 2, firstDay: '2025-01-01', units: [] },
      ]);
      const bounds = await db.execute(
        sql`select array_lower(units, 1) as low from demand_days where item_id = 1`,
      );
      expect(rowsOf<{ low: number }>(bounds)).toEqual([{ low: day('2025-01-02') }]);
    } finally {
      await database.dispose();
    }
  });
});
