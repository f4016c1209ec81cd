import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { addDays, dailySeries, HISTORY_DAYS } from './demand-series';
import type { PredictionItem } from './predict-item';

interface ItemRow {
  id: number;
  name: string;
  category: PredictionItem['category'];
  threshold: number;
  status: PredictionItem['status'];
  stock_on_hand: number;
  expired_on_hand: string | number;
  lead_time_days: number;
  minimum_order_quantity: number;
  default_order_quantity: number;
  supplier_id: number | null;
  first_day: string | null;
  /** The day `used` starts on. */
  used_from: string | null;
  /** Units consumed per day over the window, comma-separated (0 for a day without use). */
  used: string | null;
}

export interface PredictionInput {
  item: PredictionItem & { supplierId: number | null };
  /** Daily units consumed, oldest first, ending yesterday. */
  history: number[];
  /** The day `history` starts on (YYYY-MM-DD), or null when it is empty. */
  firstDay: string | null;
}

/**
 * Every active item (or one) with what a forecast needs, in one query whatever the number of items: usable stock
 * (expired lots left out), its supplier's lead time and order sizes, and its daily consumption over the last
 * year (issues and marketplace sales; receipts, adjustments and stocktake corrections are not demand), read from
 * demand_days, the per-item daily totals a trigger keeps beside the ledger. A year of days per item comes back
 * as one text column: PGlite returns 10,000 such rows in a fraction of the seconds 3.65 million ledger rows take.
 * Days are UTC days; today is not complete and is left out.
 */
export async function loadPredictionInputs({
  db,
  today,
  itemId,
}: {
  db: Database;
  /** YYYY-MM-DD (UTC). */
  today: string;
  itemId?: number;
}): Promise<PredictionInput[]> {
  const only = itemId === undefined ? sql`` : sql`and i.id = ${itemId}`;
  // Day numbers (days since 1970-01-01) index demand_days.units: the window is [since, today - 1].
  const since = sql`(${addDays(today, -HISTORY_DAYS)}::date - date '1970-01-01')`;
  const until = sql`(${today}::date - date '1970-01-01' - 1)`;
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      select i.id, i.name, i.category, i.threshold, i.stock_status as status, i.stock_on_hand,
             coalesce(expired.on_hand, 0) as expired_on_hand,
             coalesce(s.lead_time_days, 7) as lead_time_days,
             coalesce(s.minimum_order_quantity, 0) as minimum_order_quantity,
             coalesce(s.default_order_quantity, 0) as default_order_quantity,
             s.id as supplier_id,
             to_char(d.first_day, 'YYYY-MM-DD') as first_day,
             to_char(date '1970-01-01' + greatest(array_lower(d.units, 1), ${since}), 'YYYY-MM-DD') as used_from,
             array_to_string(d.units[${since}:${until}], ',', '0') as used
      from items i
      left join suppliers s on s.id = i.supplier_id
      left join demand_days d on d.item_id = i.id
      left join (
        select item_id, sum(quantity_on_hand) as on_hand from lots
        where quantity_on_hand > 0 and expiry < ${today}::date group by item_id
      ) expired on expired.item_id = i.id
      where i.archived_at is null ${only}
      order by i.id
    `),
  );
  const lastDay = addDays(today, -1);
  return rows.map((row) => {
    const used = row.used && row.used_from ? { from: row.used_from, csv: row.used } : null;
    const history = row.first_day ? dailySeries({ firstDay: row.first_day, lastDay, used }) : [];
    return {
      item: {
        id: row.id,
        name: row.name,
        category: row.category,
        threshold: row.threshold,
        status: row.status,
        usableStock: Math.max(0, row.stock_on_hand - Number(row.expired_on_hand)),
        leadTimeDays: row.lead_time_days,
        minimumOrderQuantity: row.minimum_order_quantity,
        defaultOrderQuantity: row.default_order_quantity,
        supplierId: row.supplier_id,
      },
      history,
      firstDay: history.length > 0 ? addDays(lastDay, -(history.length - 1)) : null,
    };
  });
}
