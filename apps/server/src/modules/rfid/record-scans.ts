import {
  encodeSgtin96,
  RFID_UNSEEN_ALERT_TYPE,
  type RfidScanEvent,
  type RfidScanResult,
  validateEpc,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

interface LatestScan {
  tag_id: string;
  location: string;
  signal: string;
  time: string;
  ms: number;
}

/**
 * Applies a batch of reader events in one transaction with set-based SQL: each known tag takes the location and
 * signal of its latest event, if that is newer than its last scan (latest time wins, also across batches), and
 * its open rfid_unseen alert resolves when that scan is recent. A scan does not change a tag's status (a lost
 * tag seen again stays lost until a person says otherwise). Malformed EPCs and EPCs no tag has are reported, not
 * dropped silently. EPCs may be hex in either case or SGTIN-96 tag URIs; they are matched in canonical hex.
 */
export async function recordScans({
  db,
  events,
  unseenDays,
}: {
  db: Database;
  events: readonly RfidScanEvent[];
  unseenDays: number;
}): Promise<RfidScanResult> {
  const invalid: RfidScanResult['invalid'] = [];
  const latest = new Map<string, LatestScan>();
  const eventsPerTag = new Map<string, number>();
  events.forEach((event, index) => {
    const result = validateEpc(event.epc);
    if (!result.valid) {
      invalid.push({ index, epc: event.epc, reason: result.reason });
      return;
    }
    const tagId = encodeSgtin96(result.sgtin);
    eventsPerTag.set(tagId, (eventsPerTag.get(tagId) ?? 0) + 1);
    const ms = Date.parse(event.time);
    const seen = latest.get(tagId);
    // On a tie the later event in the batch wins.
    if (!seen || ms >= seen.ms) {
      latest.set(tagId, {
        tag_id: tagId,
        location: event.location,
        signal: event.signal,
        time: event.time,
        ms,
      });
    }
  });
  if (latest.size === 0) return { accepted: 0, unknown: [], invalid };

  const batch = JSON.stringify([...latest.values()].map(({ ms: _ms, ...scan }) => scan));
  const known = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with e as (
        select * from jsonb_to_recordset(${batch}::jsonb)
          as e(tag_id text, location text, signal text, time timestamptz)
      ),
      updated as (
        update rfid_tags t
        set last_scan_at = e.time, location = e.location, signal_strength = e.signal
        from e
        where t.tag_id = e.tag_id and (t.last_scan_at is null or e.time > t.last_scan_at)
        returning t.item_id, t.last_scan_at
      ),
      resolved as (
        update alerts
        set status = 'resolved', resolved_at = clock_timestamp()
        where type = ${RFID_UNSEEN_ALERT_TYPE}
          and status in ('active', 'dismissed')
          and item_id in (
            select item_id from updated
            where last_scan_at > now() - make_interval(days => ${unseenDays}::int)
          )
        returning 1
      )
      select t.tag_id as "tagId" from rfid_tags t join e on e.tag_id = t.tag_id
    `);
    return new Set(rowsOf<{ tagId: string }>(result).map((r) => r.tagId));
  });
  let accepted = 0;
  const unknown: string[] = [];
  for (const [tagId, n] of eventsPerTag) {
    if (known.has(tagId)) accepted += n;
    else unknown.push(tagId);
  }
  return { accepted, unknown, invalid };
}
