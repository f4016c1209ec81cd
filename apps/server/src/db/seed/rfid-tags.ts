import type { RfidScanEvent, RfidSignalStrength, RfidTagStatus } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { RfidConfig } from '../../config';
import { encodeTag, recordScans } from '../../modules/rfid';
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
/** Battery levels of the first tags (active tags); the fifth is low, for the low-battery insight. */
const BATTERY_LEVELS = [95, 78, 61, 44, 12] as const;
/** Days of reader history before today's (or the lost tag's) last scan. */
const HISTORY_DAYS = 13;

/**
 * Demo tags for four items in five (every fifth item has none, so the screen shows supplies without RFID). The
 * scanned active tags were last seen within the last two days; the third tag is lost (last seen 12 days ago) and
 * the sixth damaged; the eighth, active, was never scanned since it was assigned weeks ago, so it is the demo's
 * unseen tag. Battery levels for the first five
 * (active tags, one low), none for the rest (passive). Serials come from rfid_serial_seq, so later assigns continue after
 * them. Scans arrive as reader events through recordScans, as a reader's would, so they also fill the scan history.
 */
export async function seedRfidTags(
  db: Database,
  now: Date,
  itemIds: Map<string, number>,
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter' | 'unseenDays'>,
): Promise<void> {
  const tagged = [...itemIds.values()].sort((a, b) => a - b).filter((_id, i) => i % 5 !== 4);
  const serials = rowsOf<{ serial: string | number }>(
    await db.execute(
      sql`select nextval('rfid_serial_seq') as serial from generate_series(1, ${tagged.length})`,
    ),
  ).map((r) => Number(r.serial));
  const tags = tagged.map((itemId, i) => {
    const serial = serials[i] as number;
    const status: RfidTagStatus = i === 2 ? 'lost' : i === 5 ? 'damaged' : 'active';
    return {
      tagId: encodeTag(rfid, itemId, serial),
      itemId,
      serial,
      status,
      generatedAt: ago(now, { days: 40 - i }),
      batteryLevel: BATTERY_LEVELS[i] ?? null,
    };
  });
  await db.insert(rfidTags).values(tags);
  await db.execute(sql`update ${items} set rfid_tag = t.tag_id from rfid_tags t where t.item_id = items.id`);
  const events = tags.flatMap(({ tagId, status }, i) =>
    i === 7 ? [] : readerEvents(now, tagId, i, status === 'lost'),
  );
  await recordScans({ db, events, unseenDays: rfid.unseenDays });
}

/** Hours (UTC) at which a tag's daily reads happen, the first one to three of them. */
const READ_HOURS = [8, 13, 17] as const;

/**
 * The seeded reads of the i-th tag, oldest first: one to three a day at its location on each of the
 * HISTORY_DAYS UTC days before today, then its last scan (a few hours ago; for a lost tag 12 days ago,
 * faintly, and nothing after).
 */
function readerEvents(now: Date, epc: string, i: number, isLost: boolean): RfidScanEvent[] {
  const location = LOCATIONS[i % LOCATIONS.length] as string;
  const last = isLost ? ago(now, { days: 12 }) : ago(now, { hours: 2 + i * 3 });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const history: RfidScanEvent[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    READ_HOURS.slice(0, 1 + ((i + day) % 3)).forEach((hour, j) => {
      const time = new Date(today - day * 86_400_000 + hour * 3_600_000);
      if (time >= last) return;
      const signal = SIGNALS[(i + day + j) % SIGNALS.length] as RfidSignalStrength;
      history.push({ epc, location, signal, time: time.toISOString() });
    });
  }
  const signal: RfidSignalStrength = isLost ? 'low' : (SIGNALS[i % SIGNALS.length] as RfidSignalStrength);
  return [...history, { epc, location, signal, time: last.toISOString() }];
}
