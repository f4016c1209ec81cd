import type { App } from '@careledger/server/app';
import { sql } from 'drizzle-orm';

/** Days of consumption every generated item has behind it. */
export const GENERATED_HISTORY_DAYS = 365;

/**
 * Fills an empty CareLedger database with `itemCount` items, each with GENERATED_HISTORY_DAYS days of consumption
 * in the ledger (one receipt, then an issue on every day with use), straight in SQL. The items take turns at five
 * demand shapes, so a run meets every kind the engine classifies: smooth, trending, weekly, intermittent, lumpy.
 * The pseudo-random parts come from a fixed arithmetic hash of (item, day): every run generates the same data.
 */
export async function generateDemandHistory(app: App, itemCount: number): Promise<number> {
  const days = GENERATED_HISTORY_DAYS;
  // A deterministic hash of item and day in 0..1008.
  const h = '((i * 7919 + d * 104729 + i * d * 31) % 1009)';
  const units = `case i % 5
      when 0 then 8 + ${h} % 7
      when 1 then 2 + d / 30 + ${h} % 3
      when 2 then case when d % 7 in (5, 6) then 2 else 12 end + ${h} % 3
      when 3 then case when ${h} % 5 = 0 then 1 + ${h} % 4 else 0 end
      else case when ${h} % 8 = 0 then 5 + ${h} % 30 else 0 end
    end`;
  const statements = [
    `insert into suppliers (name, email, phone, address, default_order_quantity, minimum_order_quantity, lead_time_days)
     select 'Supplier ' || s, 'orders' || s || '@supplier.example', '+1 555 0' || s, s || ' Depot Road', 100, 10,
            3 + s % 10
     from generate_series(1, 20) s`,
    `insert into items (name, category, unit, threshold, supplier_id, supplier_name, price, stock_on_hand)
     select 'Item ' || i, (array['Antibiotics', 'Pain Management', 'Consumables', 'Diabetes Care'])[1 + i % 4],
            'units', 20 + i % 80, 1 + i % 20, 'Supplier ' || (1 + i % 20), 5, 0
     from generate_series(1, ${itemCount}) i`,
    // Bulk load: the per-row trigger that keeps demand_days is off, and one rebuild follows.
    'alter table stock_movements disable trigger stock_movements_demand_days',
    `create temporary table generated_demand as
     select i, d, (${units})::int as units
     from generate_series(1, ${itemCount}) i cross join generate_series(1, ${days}) d`,
    `delete from generated_demand where units = 0`,
    // One receipt on day 0 covering the year plus 0-39 days' more (so some items run short and some do not), then
    // the issues; balances as the ledger would have kept them.
    `insert into stock_movements (item_id, kind, quantity, balance_after, created_by, created_at)
     select i, 'receipt', total, total, 'bench', current_date - ${days + 1}
     from (select i, (sum(units) * (1 + (i % 40) / ${days}.0))::int + 5 as total from generated_demand group by i) t`,
    `insert into stock_movements (item_id, kind, quantity, balance_after, created_by, created_at)
     select g.i, 'issue', -g.units,
            r.quantity - sum(g.units) over (partition by g.i order by g.d), 'bench',
            current_date - ${days + 1} + g.d + interval '10 hours'
     from generated_demand g join stock_movements r on r.item_id = g.i and r.kind = 'receipt'`,
    `update items set stock_on_hand = m.total
     from (select item_id, sum(quantity)::int as total from stock_movements group by item_id) m
     where m.item_id = items.id`,
    'drop table generated_demand',
    'alter table stock_movements enable trigger stock_movements_demand_days',
    'select demand_days_rebuild()',
    'analyze',
  ];
  for (const statement of statements) await app.db.execute(sql.raw(statement));
  const result = await app.db.execute(sql`select count(*)::int as n from stock_movements`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
}
