import type { RfidAssignPreview } from '@careledger/shared';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { fingerprintOf } from '../../lib/fingerprint';
import { insertTags, lockTagAssignment } from './insert-tags';

/** The items Assign RFID Tags would tag now (not archived, no tag), by id, and the fingerprint of that list. */
export async function previewAssignTags({ db }: { db: Database }): Promise<RfidAssignPreview> {
  const untagged = await db
    .select({ itemId: items.id, itemName: items.name, category: items.category })
    .from(items)
    .where(
      and(
        isNull(items.archivedAt),
        notExists(db.select({ one: sql`1` }).from(rfidTags).where(eq(rfidTags.itemId, items.id))),
      ),
    )
    .orderBy(asc(items.id));
  const ids = untagged.map((r) => r.itemId);
  return { items: untagged, fingerprint: fingerprintOf(ids) };
}

/**
 * Gives every item that is not archived and has no tag an SGTIN-96 tag (insertTags), in one transaction; a
 * second run assigns nothing. With `confirm` (the fingerprint of the preview a person agreed to) it refuses
 * with 409 and assigns nothing if the untagged items are no longer those. Returns how many tags it assigned.
 */
export async function assignTags({
  db,
  rfid,
  at,
  confirm,
}: {
  db: Database;
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>;
  /** Generation time (the seed pins it); default the clock. */
  at?: Date;
  confirm?: string | undefined;
}): Promise<{ assigned: number }> {
  return db.transaction(async (tx) => {
    await lockTagAssignment(tx);
    const plan = await previewAssignTags({ db: tx });
    if (confirm !== undefined && plan.fingerprint !== confirm) throw conflict('rfidAssignChanged');
    const inserted = await insertTags({
      tx,
      rfid,
      itemIds: plan.items.map((r) => r.itemId),
      ...(at ? { at } : {}),
    });
    return { assigned: inserted.length };
  });
}
