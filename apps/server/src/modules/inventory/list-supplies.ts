import type { StockStatus, SuppliesPage } from '@careledger/shared';
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { itemColumns, toInventoryItem } from './item-columns';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The supplies tab: items that are not archived, by name, filtered by a case-insensitive substring of the
 * item or supplier name (trigram indexes) and by stock status (the stored status column, indexed), a page
 * at a time. Reads cached balances only, never the ledger.
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
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(items.name, pattern), ilike(items.supplierName, pattern)) as SQL);
  }
  if (status) conditions.push(eq(items.stockStatus, status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(items)
      .where(where)
      .orderBy(asc(items.name), asc(items.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { items: rows.map(toInventoryItem), total: Number(total?.n ?? 0), page, pageSize };
}
