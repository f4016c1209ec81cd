import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { todayOf } from '../../lib/today';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { loadPredictionInputs } from './load-prediction-inputs';

interface DemandRow {
  item_id: number;
  first_day: string;
  units: string;
}

const demandDays = async (db: Database) =>
  rowsOf<DemandRow>(
    await db.execute(
      sql`select item_id, first_day::text as first_day, units::text as units from demand_days order by item_id`,
    ),
  );

/** What the ledger itself says each item consumed each UTC day (issues and sales). */
async function ledgerDailyUse(db: Database) {
  return rowsOf<{ item_id: number; day: number; units: number }>(
    await db.execute(sql`
      select item_id, (created_at at time zone 'UTC')::date - date '1970-01-01' as day, sum(-quantity)::int as units
      from stock_movements where kind in ('issue', 'sale') group by 1, 2 having sum(-quantity) <> 0 order by 1, 2`),
  );
}

describeEachDatabase('demand_days: the daily use a forecast reads, kept beside the ledger', (get) => {
  it('holds what the ledger says, day by day, for every item of the demo data', async () => {
    const { db } = get();
    const kept = rowsOf<{ item_id: number; day: number; units: number }>(
      await db.execute(sql`
        select d.item_id, u.day::int as day, u.units
        from demand_days d
        cross join lateral (
          select array_lower(d.units, 1) + ordinality::int - 1 as day, units
          from unnest(d.units) with ordinality as t(units, ordinality)
        ) u
        where u.units is not null and u.units <> 0
        order by 1, 2`),
    );
    const ledger = await ledgerDailyUse(db);
    expect(ledger.length).toBeGreaterThan(100);
    expect(kept).toEqual(ledger);
  });

  it('is what a rebuild from the ledger gives, after issues, receipts and a new item', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 0, threshold: 5, name: 'Demand days probe' });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    expect((await post({ kind: 'receipt', quantity: 20 })).status).toBe(201);
    expect((await post({ kind: 'issue', quantity: 3 })).status).toBe(201);
    expect((await post({ kind: 'issue', quantity: 4 })).status).toBe(201);

    const today = todayOf();
    const probe = (await demandDays(db)).find((row) => row.item_id === item.id);
    const dayNumber = Math.round(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
    expect(probe).toEqual({ item_id: item.id, first_day: today, units: `[${dayNumber}:${dayNumber}]={7}` });

    const kept = await demandDays(db);
    await db.execute(sql`select demand_days_rebuild()`);
    expect(await demandDays(db)).toEqual(kept);
  });

  it('gives the forecast its history from the first movement, with zeros on days without use', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 0, threshold: 5, name: 'Demand history probe' });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    expect((await post({ kind: 'receipt', quantity: 50 })).status).toBe(201);
    expect((await post({ kind: 'issue', quantity: 6 })).status).toBe(201);
    // Read as of three days from now: today's issue is two days back, the receipt's day starts the history.
    const inThreeDays = todayOf(new Date(Date.now() + 3 * 86_400_000));
    const [input] = await loadPredictionInputs({ db, today: inThreeDays, itemId: item.id });
    expect(input?.history).toEqual([6, 0, 0]);
    expect(input?.firstDay).toBe(todayOf());
  });
});
