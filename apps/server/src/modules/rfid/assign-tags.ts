import { EpcError, encodeSgtin96, itemReferenceForItem } from '@careledger/shared';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { items, rfidTags } from '../../db/schema';
import { conflict } from '../../lib/app-error';

/** A fixed pg_advisory_xact_lock key: concurrent assigns run one after another, so no item gets two tags. */
const ASSIGN_LOCK_KEY = 4_711_101;

/**
 * Gives every item that is not archived and has no tag an SGTIN-96 tag: the configured company prefix and
 * filter, the item's reference (itemReferenceForItem) and a serial from rfid_serial_seq. One transaction; a
 * second run assigns nothing. The tag id is copied to items.rfid_tag. Returns how many tags it assigned.
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
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGN_LOCK_KEY})`);
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
    if (untagged.length === 0) return { assigned: 0 };
    const serials = rowsOf<{ serial: string | number }>(
      await tx.execute(
        sql`select nextval('rfid_serial_seq') as serial from generate_series(1, ${untagged.length})`,
      ),
    ).map((r) => Number(r.serial));
    const values = untagged.map(({ id }, i) => ({
      tagId: encodeTag(rfid, id, serials[i] as number),
      itemId: id,
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
    return { assigned: inserted.length };
  });
}

/** The tag id of an item's tag with a given serial; 409 when the item id does not fit the company prefix. */
export function encodeTag(
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>,
  itemId: number,
  serial: number,
): string {
  try {
    return encodeSgtin96({
      filter: rfid.filter,
      companyPrefix: rfid.companyPrefix,
      itemReference: itemReferenceForItem(itemId, rfid.companyPrefix),
      serial: BigInt(serial),
    });
  } catch (error) {
    if (error instanceof EpcError) {
      throw conflict(
        `Cannot make a tag for item ${itemId} with RFID_COMPANY_PREFIX ${rfid.companyPrefix}: ${error.message} Use a shorter company prefix.`,
      );
    }
    throw error;
  }
}
