import { inArray, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rfidTags } from '../../db/schema';
import { encodeTag } from './encode-tag';

/**
 * A fixed pg_advisory_xact_lock key: whatever gives items tags (assign all, add one) takes it first, so those
 * run one after another and never deadlock on each other's item rows.
 */
const TAG_ASSIGNMENT_LOCK_KEY = 4_711_101;

/** Waits for the tag-assignment lock, held until the caller's transaction ends. */
export async function lockTagAssignment(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TAG_ASSIGNMENT_LOCK_KEY})`);
}

/**
 * Gives each of `itemIds` an SGTIN-96 tag inside the caller's transaction: the configured company prefix and
 * filter, the item's reference (itemReferenceForItem) and a serial from rfid_serial_seq. An item that already
 * has a tag is skipped (the unique item_id refuses it). The new tag ids are copied to items.rfid_tag. Returns
 * the tags it inserted.
 */
export async function insertTags({
  tx,
  rfid,
  itemIds,
  at,
}: {
  tx: Database;
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>;
  itemIds: readonly number[];
  /** Generation time (the seed pins it); default the clock. */
  at?: Date;
}): Promise<{ tagId: string; itemId: number }[]> {
  if (itemIds.length === 0) return [];
  const serials = rowsOf<{ serial: string | number }>(
    await tx.execute(
      sql`select nextval('rfid_serial_seq') as serial from generate_series(1, ${itemIds.length})`,
    ),
  ).map((r) => Number(r.serial));
  const values = itemIds.map((itemId, i) => ({
    tagId: encodeTag(rfid, itemId, serials[i] as number),
    itemId,
    serial: serials[i] as number,
    ...(at ? { generatedAt: at } : {}),
  }));
  const inserted = await tx
    .insert(rfidTags)
    .values(values)
    .onConflictDoNothing()
    .returning({ tagId: rfidTags.tagId, itemId: rfidTags.itemId });
  if (inserted.length > 0) {
    await tx.execute(sql`
      update items set rfid_tag = t.tag_id
      from rfid_tags t
      where t.item_id = items.id and ${inArray(
        sql`t.item_id`,
        inserted.map((r) => r.itemId),
      )}
    `);
  }
  return inserted;
}
