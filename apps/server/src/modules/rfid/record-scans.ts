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

const DAY_MS = 86_400_000;

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
 * Every event of a known tag is counted in rfid_scan_days under the UTC day of its time, in the same statement.
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
  /** Events per tag and UTC day (days since 1970-01-01). */
  const eventsPerTagDay = new Map<string, Map<number, number>>();
  events.forEach((event, index) => {
    const result = validateEpc(event.epc);
    if (!result.valid) {
      invalid.push({ index, epc: event.epc, reason: result.reason });
      return;
    }
    const tagId = encodeSgtin96(result.sgtin);
    const ms = Date.parse(event.time);
    const day = Math.floor(ms / DAY_MS);
    let days = eventsPerTagDay.get(tagId);
    if (!days) {
      days = new Map();
      eventsPerTagDay.set(tagId, days);
    }
    days.set(day, (days.get(day) ?? 0) + 1);
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
  const counts: { tag_id: string; day: string; events: number }[] = [];
  for (const [tagId, days] of eventsPerTagDay) {
    for (const [day, n] of days) {
      counts.push({ tag_id: tagId, day: new Date(day * DAY_MS).toISOString().slice(0, 10), events: n });
    }
  }
  const dayCounts = JSON.stringify(counts);
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
      ),
      counted as (
        insert into rfid_scan_days (day, events)
        select c.day, sum(c.events)
        from jsonb_to_recordset(${dayCounts}::jsonb) as c(tag_id text, day date, events int)
        join rfid_tags t on t.tag_id = c.tag_id
        group by c.day
        on conflict (day) do update set events = rfid_scan_days.events + excluded.events
        returning 1
      )
      select t.tag_id as "tagId" from rfid_tags t join e on e.tag_id = t.tag_id
    `);
    return new Set(rowsOf<{ tagId: string }>(result).map((r) => r.tagId));
  });
  let accepted = 0;
  const unknown: string[] = [];
  for (const [tagId, days] of eventsPerTagDay) {
    if (!known.has(tagId)) unknown.push(tagId);
    else for (const n of days.values()) accepted += n;
  }
  return { accepted, unknown, invalid };
}
