import type { RfidSignalStrength, RfidTagStatus } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import { encodeTag } from '../../modules/rfid/assign-tags';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { items, rfidTags } from '../schema';
import { ago } from './time';

const LOCATIONS = [
  'Pharmacy store room',
  'Ward 3 supply cupboard',
  'Receiving dock',
  'Operating theatre store',
  'Emergency department cart',
] as const;
const SIGNALS: readonly RfidSignalStrength[] = ['high', 'medium', 'high', 'low'];

/**
 * Demo tags for four items in five (every fifth item has none, so the screen shows supplies without RFID). Active
 * tags were scanned within the last two days, so none is unseen at the reference time; the third tag is lost
 * (last seen 12 days ago) and the sixth damaged. Battery levels for the first few (active tags), none for the rest
 * (passive). Serials come from rfid_serial_seq, so later assigns continue after them.
 */
export async function seedRfidTags(
  db: Database,
  now: Date,
  itemIds: Map<string, number>,
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>,
): Promise<void> {
  const tagged = [...itemIds.values()].sort((a, b) => a - b).filter((_id, i) => i % 5 !== 4);
  const serials = rowsOf<{ serial: string | number }>(
    await db.execute(
      sql`select nextval('rfid_serial_seq') as serial from generate_series(1, ${tagged.length})`,
    ),
  ).map((r) => Number(r.serial));
  const values = tagged.map((itemId, i) => {
    const serial = serials[i] as number;
    const status: RfidTagStatus = i === 2 ? 'lost' : i === 5 ? 'damaged' : 'active';
    const isScanned = i !== 7;
    return {
      tagId: encodeTag(rfid, itemId, serial),
      itemId,
      serial,
      status,
      generatedAt: ago(now, { days: 40 - i }),
      lastScanAt: !isScanned
        ? null
        : status === 'lost'
          ? ago(now, { days: 12 })
          : ago(now, { hours: 2 + i * 3 }),
      location: isScanned ? LOCATIONS[i % LOCATIONS.length] : null,
      batteryLevel: i < 4 ? 95 - i * 17 : null,
      signalStrength: !isScanned ? null : status === 'lost' ? 'none' : (SIGNALS[i % SIGNALS.length] ?? null),
    };
  });
  await db.insert(rfidTags).values(values);
  await db.execute(sql`update ${items} set rfid_tag = t.tag_id from rfid_tags t where t.item_id = items.id`);
}
