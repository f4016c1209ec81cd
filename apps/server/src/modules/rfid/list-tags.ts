import type { RfidTagPage, RfidTagStatus } from '@careledger/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/read-page';
import { rfidTagColumns, toRfidTag } from './to-rfid-tag';

/** `search`: a case-insensitive substring of the item name or the tag id; `status`: that status only. */
export function tagFilter({ search, status }: { search?: string; status?: RfidTagStatus }): SQL | undefined {
  const pattern = search ? likePattern(search) : undefined;
  return and(
    pattern ? or(ilike(items.name, pattern), ilike(rfidTags.tagId, pattern)) : undefined,
    status ? eq(rfidTags.status, status) : undefined,
  );
}

/** Tags newest first; `search` is a case-insensitive substring of the item name or the tag id. */
export async function listTags({
  db,
  search,
  status,
  page,
  pageSize,
}: {
  db: Database;
  search?: string;
  status?: RfidTagStatus;
  page: number;
  pageSize: number;
}): Promise<RfidTagPage> {
  const where = tagFilter({ search, status });
  return readPage(
    { page, pageSize },
    {
      rows: async ({ limit, offset }) =>
        (
          await db
            .select(rfidTagColumns)
            .from(rfidTags)
            .innerJoin(items, eq(items.id, rfidTags.itemId))
            .where(where)
            .orderBy(desc(rfidTags.generatedAt), desc(rfidTags.tagId))
            .limit(limit)
            .offset(offset)
        ).map(toRfidTag),
      count: () =>
        db.select({ n: count() }).from(rfidTags).innerJoin(items, eq(items.id, rfidTags.itemId)).where(where),
    },
  );
}
