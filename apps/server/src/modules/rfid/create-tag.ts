import type { RfidTag } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { lockItem } from '../inventory';
import { insertTags, lockTagAssignment } from './insert-tags';
import { rfidTagColumns, toRfidTag } from './to-rfid-tag';

/**
 * Add RFID Tag: gives one item that is not archived and has no tag an SGTIN-96 tag, exactly as assign does for
 * every untagged item (insertTags). 404 when there is no such item or it is archived; 409 naming the tag when it
 * has one. Runs under the tag-assignment lock and the item's row lock, so concurrent adds (and an assign) queue;
 * should a tag still appear first, the unique item_id refuses the second and the answer is the same 409.
 */
export async function createTag({
  db,
  rfid,
  itemId,
}: {
  db: Database;
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>;
  itemId: number;
}): Promise<RfidTag> {
  return db.transaction(async (tx) => {
    await lockTagAssignment(tx);
    const item = await lockItem({ db: tx, id: itemId });
    if (item.archivedAt) {
      throw notFound('rfidItemArchived', { name: item.name, id: itemId });
    }
    const refuseTagged = async () => {
      const [existing] = await tx
        .select({ tagId: rfidTags.tagId })
        .from(rfidTags)
        .where(eq(rfidTags.itemId, itemId));
      if (existing) throw conflict('rfidItemTagged', { name: item.name, tagId: existing.tagId });
    };
    await refuseTagged();
    const [inserted] = await insertTags({ tx, rfid, itemIds: [itemId] });
    if (!inserted) {
      await refuseTagged();
      throw new Error(`inserting the RFID tag of item ${itemId} wrote no row`);
    }
    const [row] = await tx
      .select(rfidTagColumns)
      .from(rfidTags)
      .innerJoin(items, eq(items.id, rfidTags.itemId))
      .where(eq(rfidTags.tagId, inserted.tagId));
    if (!row) throw new Error(`the new RFID tag ${inserted.tagId} is missing`);
    return toRfidTag(row);
  });
}
