import type { RfidCoverageFilter, RfidSuppliesPage } from '@careledger/shared';
import { and, asc, count, eq, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/read-page';
import { itemColumns } from '../inventory';

/**
 * The supplies tab and the Add RFID Tag picker: items that are not archived with their tag if they have one, by
 * name, a page at a time. `search` is a case-insensitive substring of the item or supplier name (the inventory's
 * search column); `coverage` keeps the items with or without a tag. Stock is the item's cached ledger balance,
 * as the inventory's supplies list reads it.
 */
export async function listRfidSupplies({
  db,
  search,
  coverage,
  page,
  pageSize,
}: {
  db: Database;
  search?: string | undefined;
  coverage?: RfidCoverageFilter | undefined;
  page: number;
  pageSize: number;
}): Promise<RfidSuppliesPage> {
  const conditions: SQL[] = [isNull(items.archivedAt)];
  if (search) conditions.push(like(items.searchText, likePattern(search)));
  if (coverage === 'with') conditions.push(isNotNull(rfidTags.tagId));
  if (coverage === 'without') conditions.push(isNull(rfidTags.tagId));
  const where = and(...conditions);
  return readPage(
    { page, pageSize },
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            itemId: items.id,
            name: items.name,
            supplierName: items.supplierName,
            stock: itemColumns.stock,
            unit: items.unit,
            tagId: rfidTags.tagId,
            tagStatus: rfidTags.status,
          })
          .from(items)
          .leftJoin(rfidTags, eq(rfidTags.itemId, items.id))
          .where(where)
          .orderBy(asc(items.name), asc(items.id))
          .limit(limit)
          .offset(offset),
      count: () =>
        db.select({ n: count() }).from(items).leftJoin(rfidTags, eq(rfidTags.itemId, items.id)).where(where),
    },
  );
}
