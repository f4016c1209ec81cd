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
}

interface DemandRow {
  item_id: number;
  day: string;
  units: string | number;
}

export interface PredictionInput {
  item: PredictionItem & { supplierId: number | null };
  /** Daily units consumed, oldest first, ending yesterday. */
  history: number[];
  /** The day `history` starts on (YYYY-MM-DD), or null when it is empty. */
  firstDay: string | null;
}

/**
 * Every active item (or one) with what a forecast needs, in two aggregate queries whatever the number of items:
 * the items with usable stock (expired lots left out) and their supplier's lead time and order sizes, and the
 * daily consumption of the last year (issues and marketplace sales; receipts, adjustments and stocktake
 * corrections are not demand). Days are UTC days; today is not complete and is left out.
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
  const items = rowsOf<ItemRow>(
    await db.execute(sql`
      select i.id, i.name, i.category, i.threshold, i.stock_status as status, i.stock_on_hand,
             coalesce(expired.on_hand, 0) as expired_on_hand,
             coalesce(s.lead_time_days, 7) as lead_time_days,
             coalesce(s.minimum_order_quantity, 0) as minimum_order_quantity,
             coalesce(s.default_order_quantity, 0) as default_order_quantity,
             s.id as supplier_id,
             to_char((first.at at time zone 'UTC')::date, 'YYYY-MM-DD') as first_day
      from items i
      left join suppliers s on s.id = i.supplier_id
      left join (
        select item_id, sum(quantity_on_hand) as on_hand from lots
        where quantity_on_hand > 0 and expiry < ${today}::date group by item_id
      ) expired on expired.item_id = i.id
      left join (select item_id, min(created_at) as at from stock_movements group by item_id) first
        on first.item_id = i.id
      where i.archived_at is null ${only}
      order by i.id
    `),
  );
  const since = addDays(today, -HISTORY_DAYS);
  const onlyMovements = itemId === undefined ? sql`` : sql`and item_id = ${itemId}`;
  const demand = rowsOf<DemandRow>(
    await db.execute(sql`
      select item_id, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
             sum(-quantity) as units
      from stock_movements
      where kind in ('issue', 'sale') and created_at >= ${since}::date and created_at < ${today}::date
        ${onlyMovements}
      group by item_id, day
    `),
  );
  const byItem = new Map<number, Map<string, number>>();
  for (const row of demand) {
    const days = byItem.get(row.item_id) ?? new Map<string, number>();
    days.set(row.day, Number(row.units));
    byItem.set(row.item_id, days);
  }
  const lastDay = addDays(today, -1);
  return items.map((row) => {
    const history = row.first_day
      ? dailySeries({ firstDay: row.first_day, lastDay, units: byItem.get(row.id) ?? new Map() })
      : [];
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
