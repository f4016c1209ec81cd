import { expiringUntil, type StockStatusFilter } from '@careledger/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { items, lots } from '../../db/schema';

/**
 * The supplies filter as SQL. A stock status reads the generated status column (its index). An expiry state
 * is that of the earliest expiry of stock on hand (lots with quantity, else the item's own expiry), as the
 * item shows it and as the expiry alerts count it (expiryStateOf): expired before `today`, expiring up to
 * the end of the alert window.
 *
 * Cost grows with the matches, not the inventory: the candidates (lots on hand, or items by their own
 * expiry, before the window's end) are index ranges (lots_on_hand_expiry_idx, items_active_expiry_idx), and
 * only they get the exact test, a lookup on lots_item_expiry_idx.
 */
export function statusCondition(status: StockStatusFilter, today: string): SQL {
  switch (status) {
    case 'good':
    case 'low':
    case 'critical':
      return sql`${items.stockStatus} = ${status}`;
    case 'restock':
      return inArray(items.stockStatus, ['low', 'critical']);
    case 'expired':
      return expiryBetween(null, today);
    case 'expiring':
      return expiryBetween(today, expiringUntil(today));
  }
}

/**
 * Stock on hand whose earliest expiry is before `to` (expired, `from` null) or from `from` up to and
 * including `to` (expiring).
 */
function expiryBetween(from: string | null, to: string): SQL {
  // The earliest expiry lies in the range only if some lot on hand (or the item's own expiry) does.
  const range = from ? sql`between ${from}::date and ${to}::date` : sql`< ${to}::date`;
  const earliest = sql`coalesce((select min(l.expiry) from ${lots} l where l.item_id = ${items.id} and l.quantity_on_hand > 0), ${items.expiry})`;
  // Candidates first, as one set (a semi-join Postgres starts from): lots on hand, or items by their own
  // expiry, in the range; then the exact test on those few.
  const candidates = sql`select l.item_id from ${lots} l where l.quantity_on_hand > 0 and l.expiry ${range}
    union select i.id from ${items} i where i.archived_at is null and i.expiry ${range}`;
  return sql`(${items.stockOnHand} > 0 and ${items.id} in (${candidates})
    and ${earliest} ${range})`;
}
