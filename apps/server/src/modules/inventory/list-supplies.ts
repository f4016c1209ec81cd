import { type StockStatus, SUPPLIES_SEARCH_CAP, type SuppliesPage } from '@careledger/shared';
import { and, asc, count, eq, isNull, like, type SQL } from 'drizzle-orm';
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
    // Read at most SUPPLIES_SEARCH_CAP + 1 matches (trigram index on `search_text`), then sort only those by
    // name: the cost is bounded by the cap, not by how many items the inventory holds.
    const matches = db
      .select({ id: items.id })
      .from(items)
      .where(where)
      .limit(SUPPLIES_SEARCH_CAP + 1)
      .as('matches');
    const found = db
      .$with('found')
      .as(db.select({ id: matches.id }).from(matches).limit(SUPPLIES_SEARCH_CAP));
    const [countRow] = await db.select({ n: count() }).from(matches);
    const matched = Number(countRow?.n ?? 0);
    const rows = await db
      .with(found)
      .select(itemColumns)
      .from(found)
      .innerJoin(items, eq(items.id, found.id))
      .orderBy(asc(items.name), asc(items.id))
      .limit(pageSize)
      .offset(offset);
    const totalIsCapped = matched > SUPPLIES_SEARCH_CAP;
    return {
      items: rows.map(toInventoryItem),
      total: Math.min(matched, SUPPLIES_SEARCH_CAP),
      totalIsCapped,
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
  return { items: rows.map(toInventoryItem), total, totalIsCapped: false, page, pageSize };
}
