import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { insertTags, lockTagAssignment } from './insert-tags';

/**
 * Gives every item that is not archived and has no tag an SGTIN-96 tag (insertTags), in one transaction; a
 * second run assigns nothing. Returns how many tags it assigned.
 */
export async function assignTags({
  db,
  rfid,
  at,
}: {
  db: Database;
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>;
  /** Generation time (the seed pins it); default the clock. */
  at?: Date;
}): Promise<{ assigned: number }> {
  return db.transaction(async (tx) => {
    await lockTagAssignment(tx);
    const untagged = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          isNull(items.archivedAt),
          notExists(tx.select({ one: sql`1` }).from(rfidTags).where(eq(rfidTags.itemId, items.id))),
        ),
      )
      .orderBy(asc(items.id));
    const inserted = await insertTags({
      tx,
      rfid,
      itemIds: untagged.map((r) => r.id),
      ...(at ? { at } : {}),
    });
    return { assigned: inserted.length };
  });
}
