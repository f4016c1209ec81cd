import type { RfidTag, rfidTagUpdateSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { rfidTagColumns, toRfidTag } from './to-rfid-tag';

type Input = z.output<typeof rfidTagUpdateSchema>;

/**
 * The edit dialog's save: status, location, battery level and signal strength. Tag id, item and item name are
 * read-only: a different value is refused with 400 and nothing is written. Fields left out stay as they are.
 */
export async function updateTag({
  db,
  tagId,
  input,
}: {
  db: Database;
  tagId: string;
  input: Input;
}): Promise<RfidTag> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(rfidTagColumns)
      .from(rfidTags)
      .innerJoin(items, eq(items.id, rfidTags.itemId))
      .where(eq(rfidTags.tagId, tagId))
      .for('update', { of: rfidTags });
    if (!current) throw notFound('rfidTagNotFound', { tagId });
    if (input.tagId !== undefined && input.tagId.trim().toUpperCase() !== tagId) {
      throw badRequest('rfidTagIdReadOnly');
    }
    if (input.itemName !== undefined && input.itemName !== current.itemName) {
      throw badRequest('rfidItemNameReadOnly');
    }
    if (input.itemId !== undefined && input.itemId !== current.itemId) {
      throw badRequest('rfidItemReadOnly');
    }
    const changes: Partial<typeof rfidTags.$inferInsert> = { status: input.status };
    if (input.location !== undefined) changes.location = input.location;
    if (input.batteryLevel !== undefined) changes.batteryLevel = input.batteryLevel;
    if (input.signalStrength !== undefined) changes.signalStrength = input.signalStrength;
    const [updated] = await tx.update(rfidTags).set(changes).where(eq(rfidTags.tagId, tagId)).returning();
    if (!updated) throw notFound('rfidTagNotFound', { tagId });
    return toRfidTag({ ...updated, itemName: current.itemName });
  });
}
