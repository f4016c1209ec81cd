import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { alerts, items, lots, stockMovements, suppliers } from '../schema';
import { seedDatabase } from '.';
import { HISTORY_DAYS } from './items';

const NOW = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('the demo inventory seed (%s)', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: db(), demoData: true, now: NOW });
  });
  afterAll(() => database.dispose());

  it('has suppliers with every field, every item linked to one, all eight categories', async () => {
    const supplierRows = await db().select().from(suppliers);
    expect(supplierRows.length).toBeGreaterThanOrEqual(3);
    for (const s of supplierRows) {
      expect(s.email && s.phone && s.address).toBeTruthy();
      expect(s.defaultOrderQuantity * s.minimumOrderQuantity * s.leadTimeDays).toBeGreaterThan(0);
    }
    const itemRows = await db().select().from(items);
    for (const i of itemRows) expect(i.supplierId).not.toBeNull();
    expect(new Set(itemRows.map((i) => i.category)).size).toBe(8);
  });

  it('has lots expiring within 7, 14 and 30 days and an expired lot still on hand', async () => {
    const onHand = await db().select().from(lots).where(sql`${lots.quantityOnHand} > 0`);
    const expiries = onHand.map((l) => l.expiry ?? '9999-12-31');
    expect(expiries.some((e) => e < inDays(0))).toBe(true);
    expect(expiries.some((e) => e >= inDays(0) && e <= inDays(7))).toBe(true);
    expect(expiries.some((e) => e > inDays(7) && e <= inDays(14))).toBe(true);
    expect(expiries.some((e) => e > inDays(14) && e <= inDays(30))).toBe(true);
  });

  it('has ~180 days of daily history per item, steady and intermittent, summing to the cached stock', async () => {
    const perItem = await db()
      .select({
        itemId: stockMovements.itemId,
        issueDays: sql<number>`count(distinct date(${stockMovements.createdAt})) filter (where ${stockMovements.kind} = 'issue')`,
        first: sql<string>`min(${stockMovements.createdAt})::text`,
        total: sql<number>`sum(${stockMovements.quantity})`,
        stock: sql<number>`max(${items.stockOnHand})`,
      })
      .from(stockMovements)
      .innerJoin(items, eq(items.id, stockMovements.itemId))
      .groupBy(stockMovements.itemId);
    const issueDays = perItem.map((r) => Number(r.issueDays));
    expect(Math.max(...issueDays)).toBeGreaterThan(HISTORY_DAYS * 0.8);
    expect(Math.min(...issueDays)).toBeLessThan(HISTORY_DAYS * 0.5);
    for (const r of perItem) expect(Number(r.total)).toBe(Number(r.stock));
  });

  it('raised its alerts from the rules: stock and expiry, some items under threshold', async () => {
    const [under] = await db()
      .select({ n: count() })
      .from(items)
      .where(sql`${items.stockOnHand} <= ${items.threshold}`);
    expect(under?.n).toBeGreaterThan(2);
    const types = (await db().select({ type: alerts.type }).from(alerts)).map((a) => a.type);
    for (const t of ['critical_stock', 'low_stock', 'expiry_soon', 'expired']) expect(types).toContain(t);
  });
});
