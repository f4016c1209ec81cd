import { dashboardSchema, deriveStockStatus } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items } from '../../db/schema';
import { DEMO_ITEM_SEEDS } from '../../db/seed/demo-items';
import { describeEachDatabase } from '../../test/databases';
import { postMovement } from '../inventory';

/** How many demo items the seed leaves in a stock status. */
const seededWithStatus = (status: string) =>
  DEMO_ITEM_SEEDS.filter((s) => deriveStockStatus(s.stock, s.threshold) === status).length;
const isDescending = (dates: string[]) => dates.join() === [...dates].sort().reverse().join();

describeEachDatabase('GET /api/dashboard', (get) => {
  const fetchDashboard = async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    return dashboardSchema.parse(res.json());
  };

  it('counts the seeded items by the status their stock gives them', async () => {
    const { overview } = await fetchDashboard();
    expect(overview).toEqual({
      totalItems: DEMO_ITEM_SEEDS.length,
      lowStock: seededWithStatus('low'),
      criticalStock: seededWithStatus('critical'),
      verifiedItems: DEMO_ITEM_SEEDS.filter((s) => s.blockchainVerified).length,
    });
    expect(overview.criticalStock).toBeGreaterThan(0);
    expect(overview.lowStock).toBeGreaterThan(0);
  });

  it('lists at most 5 items, most in need first', async () => {
    const dashboard = await fetchDashboard();
    expect(dashboard.items).toHaveLength(5);
    const rank = { critical: 0, low: 1, good: 2 };
    const ranks = dashboard.items.map((i) => rank[i.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(dashboard.items[0]?.status).toBe('critical');
  });

  it('lists at most 5 active alerts newest first with the severity mapped for display', async () => {
    const dashboard = await fetchDashboard();
    expect(dashboard.alerts).toHaveLength(5);
    expect(isDescending(dashboard.alerts.map((a) => a.createdAt))).toBe(true);
    // Raised by the rules at seed time, most severe newest: critical expiry and stock alerts map to error.
    expect(dashboard.alerts[0]).toMatchObject({ severity: 'error' });
    expect(dashboard.alerts.map((a) => a.type)).toContain('critical_stock');
    expect(dashboard.alerts.map((a) => a.title)).not.toContain('Low stock: Paracetamol 500 mg tablets');
    // Chain activity comes from the marketplace indexer (tested with a chain in marketplace/routes.test.ts);
    // these tests run without a chain, so there is none.
    expect(dashboard.activity).toEqual([]);
  });

  it('derives stock from the movements: issuing stock moves an item to critical', async () => {
    const { db } = get();
    const [item] = await db.select().from(items).where(eq(items.name, 'Paracetamol 500 mg tablets'));
    if (!item) throw new Error('seeded item missing');
    await postMovement({
      db,
      itemId: item.id,
      input: { kind: 'issue', quantity: 400, reason: 'Ward transfer' },
    });
    const dashboard = await fetchDashboard();
    expect(dashboard.overview.criticalStock).toBe(seededWithStatus('critical') + 1);
    const paracetamol = dashboard.items.find((i) => i.id === item.id);
    expect(paracetamol).toMatchObject({ stock: 20, status: 'critical' });
  });
});
