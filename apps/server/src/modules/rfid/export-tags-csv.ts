import type { RfidTagStatus } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, rfidTags } from '../../db/schema';
import { formatCsv } from '../../lib/csv';
import { tagFilter } from './list-tags';
import { rfidTagColumns, toRfidTag } from './to-rfid-tag';

export const RFID_TAG_CSV_COLUMNS = [
  'tag_id',
  'item_id',
  'item_name',
  'status',
  'generated_at',
  'last_scan',
  'location',
  'battery_level',
  'signal_strength',
  'pure_identity_uri',
] as const;

/** The tags the tags tab shows for a search (all of them, newest first), as CSV with RFID_TAG_CSV_COLUMNS. */
export async function exportTagsCsv({
  db,
  search,
  status,
}: {
  db: Database;
  search?: string;
  status?: RfidTagStatus;
}): Promise<string> {
  const rows = await db
    .select(rfidTagColumns)
    .from(rfidTags)
    .innerJoin(items, eq(items.id, rfidTags.itemId))
    .where(tagFilter({ search, status }))
    .orderBy(desc(rfidTags.generatedAt), desc(rfidTags.tagId));
  const records = rows
    .map(toRfidTag)
    .map((t) => [
      t.tagId,
      t.itemId,
      t.itemName,
      t.status,
      t.generatedAt,
      t.lastScan,
      t.location,
      t.batteryLevel,
      t.signalStrength,
      t.pureIdentityUri,
    ]);
  return formatCsv([[...RFID_TAG_CSV_COLUMNS], ...records]);
}
