import { type StockStatusFilter, SUPPLIES_SEARCH_CAP, type SuppliesPage } from '@careledger/shared';
import { and, asc, count, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { todayOf } from '../../lib/today';
import { itemColumns, toInventoryItemOn } from './item-columns';
import { statusCondition } from './status-condition';

/**
 * The supplies tab: items that are not archived, by name, filtered by a case-insensitive substring of the
 * item or supplier name and by stock status or expiry state (statusCondition), a page at a time. Reads cached balances only, never the ledger.
 *
 * A search reads at most SUPPLIES_SEARCH_CAP + 1 matches and sorts only those, so its cost is bounded by the
 * cap whatever the inventory's size (walking the name index instead would read half the table when the
 * matches cluster late in the alphabet); without a search, the page walks the name (or status, name) index
 * and stops after it.
 */
export async function listSupplies({
  db,
  search,
  status,
  page = 1,
  pageSize = 50,
  today = todayOf(),
}: {
  db: Database;
  search?: string | undefined;
  status?: StockStatusFilter | undefined;
  page?: number;
  pageSize?: number;
  /** The day expiry states count from (YYYY-MM-DD); the facility's today by default. */
  today?: string;
}): Promise<SuppliesPage> {
  const conditions: SQL[] = [isNull(items.archivedAt)];
  if (search) conditions.push(like(items.searchText, likePattern(search)));
  if (status) conditions.push(statusCondition(status, today));
  const where = and(...conditions);
  const offset = (page - 1) * pageSize;
  const countMatches = async () =>
    Number((await db.select({ n: count() }).from(items).where(where))[0]?.n ?? 0);

  if (search) {
    // One statement: the matches CTE reads at most SUPPLIES_SEARCH_CAP + 1 items (trigram index or a scan
    // that stops early) and, referenced twice, is materialised once; the page sorts only those by name and
    // joins back for its rows, and the count comes from the same matches.
    const matches = db.$with('matches').as(
      db
        .select({ id: items.id, name: items.name })
        .from(items)
        .where(where)
        .limit(SUPPLIES_SEARCH_CAP + 1),
    );
    const pageIds = db.$with('page_ids').as(
      db
        .with(matches)
        .select({ id: matches.id })
        .from(matches)
        .orderBy(asc(matches.name), asc(matches.id))
        .limit(Math.max(0, Math.min(pageSize, SUPPLIES_SEARCH_CAP - offset)))
        .offset(offset),
    );
    const rows = await db
      .with(matches, pageIds)
      .select({ ...itemColumns, matched: sql<number>`(select count(*) from ${matches})::int` })
      .from(pageIds)
      .innerJoin(items, eq(items.id, pageIds.id))
      .orderBy(asc(items.name), asc(items.id));
    // A page past the matches has no row to carry the count; ask for it then (rare: a stale link).
    const matched =
      rows[0]?.matched ??
      (offset === 0
        ? 0
        : Number(
            (
              await db.select({ n: count() }).from(
                db
                  .select({ id: items.id })
                  .from(items)
                  .where(where)
                  .limit(SUPPLIES_SEARCH_CAP + 1)
                  .as('m'),
              )
            )[0]?.n ?? 0,
          ));
    return {
      items: rows.map(toInventoryItemOn(today)),
      total: Math.min(matched, SUPPLIES_SEARCH_CAP),
      totalIsCapped: matched > SUPPLIES_SEARCH_CAP,
      page,
      pageSize,
    };
  }
  const [rows, total] = await Promise.all([
    db
      .select(itemColumns)
      .from(items)
      .where(where)
      .orderBy(asc(items.name), asc(items.id))
      .limit(pageSize)
      .offset(offset),
    countMatches(),
  ]);
  return { items: rows.map(toInventoryItemOn(today)), total, totalIsCapped: false, page, pageSize };
}
