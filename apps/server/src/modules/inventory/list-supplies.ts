import type { StockStatus, SuppliesPage } from '@careledger/shared';
import { and, asc, count, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { itemColumns, toInventoryItem } from './item-columns';

/** Lower-cased, with `%`, `_` and `\` typed by a person taken literally, not as wildcards. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The supplies tab: items that are not archived, by name, filtered by a case-insensitive substring of the
 * item or supplier name and by stock status, a page at a time. Reads cached balances only, never the ledger.
 *
 * A search runs as one query over its matches (trigram index on `search_text`, the count as a window), sorted
 * by an expression so the planner does not walk the whole name index looking for matches; without a search,
 * the page walks the name (or status, name) index and stops after it.
 */
export async function listSupplies({
  db,
  search,
  status,
  page = 1,
  pageSize = 50,
}: {
  db: Database;
  search?: string | undefined;
  status?: StockStatus | undefined;
  page?: number;
  pageSize?: number;
}): Promise<SuppliesPage> {
  const conditions: SQL[] = [isNull(items.archivedAt)];
  if (search) conditions.push(like(items.searchText, likePattern(search)));
  if (status) conditions.push(eq(items.stockStatus, status));
  const where = and(...conditions);
  const offset = (page - 1) * pageSize;
  const countMatches = async () =>
    Number((await db.select({ n: count() }).from(items).where(where))[0]?.n ?? 0);

  if (search) {
    // Pick the page's ids first, so per-row columns (the lot expiry lookup) run for 50 rows, not every match.
    const pageIds = db
      .select({ id: items.id, total: sql<number>`count(*) over ()`.as('total') })
      .from(items)
      .where(where)
      .orderBy(sql`${items.name} || ''`, asc(items.id))
      .limit(pageSize)
      .offset(offset)
      .as('page_ids');
    const rows = await db
      .select({ ...itemColumns, total: pageIds.total })
      .from(pageIds)
      .innerJoin(items, eq(items.id, pageIds.id))
      .orderBy(asc(items.name), asc(items.id));
    // Past the last page there is no row to carry the count.
    const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countMatches() : 0;
    return { items: rows.map(toInventoryItem), total, page, pageSize };
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
  return { items: rows.map(toInventoryItem), total, page, pageSize };
}
