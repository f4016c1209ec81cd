import {
  RFID_BATTERY_BANDS,
  RFID_INSIGHT_LIST_MAX,
  RFID_LOW_BATTERY_PERCENT,
  RFID_SCAN_HISTORY_DAYS,
  RFID_TAG_STATUSES,
  type RfidAnalytics,
  type RfidTagStatus,
} from '@careledger/shared';
import { asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { items, rfidTags } from '../../db/schema';
import { rfidTagColumns, toRfidTag } from './to-rfid-tag';
import { isUnseenTag, tagLastSeenAt } from './unseen-tag';

type SummaryRow = Record<RfidTagStatus | `band${number}` | 'withoutBattery', number> & {
  scansPerDay: { day: string; events: number }[];
};

/**
 * The analytics tab in three queries, run side by side: the counts (statuses, battery bands) with the scans of
 * the last RFID_SCAN_HISTORY_DAYS UTC days up to `now`'s (zero-filled), then the low-battery and the unseen
 * tags, each the first RFID_INSIGHT_LIST_MAX with the total. Unseen is the alert check's rule (isUnseenTag).
 */
export async function getAnalytics({
  db,
  unseenDays,
  now = new Date(),
}: {
  db: Database;
  unseenDays: number;
  now?: Date;
}): Promise<RfidAnalytics> {
  const today = now.toISOString().slice(0, 10);
  const statusCounts = RFID_TAG_STATUSES.map(
    (status) => sql`count(*) filter (where ${rfidTags.status} = ${status})::int as ${sql.identifier(status)}`,
  );
  const bandCounts = RFID_BATTERY_BANDS.map(
    ({ min, max }, i) =>
      sql`count(*) filter (where ${rfidTags.batteryLevel} between ${min} and ${max})::int as ${sql.identifier(`band${i}`)}`,
  );
  const [summaryResult, lowBattery, unseen] = await Promise.all([
    db.execute(sql`
      select ${sql.join([...statusCounts, ...bandCounts], sql`, `)},
        count(*) filter (where ${rfidTags.batteryLevel} is null)::int as "withoutBattery",
        (
          select json_agg(json_build_object('day', d.day, 'events', coalesce(s.events, 0)) order by d.day)
          from (
            select ${today}::date - g as day from generate_series(0, ${RFID_SCAN_HISTORY_DAYS - 1}::int) g
          ) d
          left join rfid_scan_days s on s.day = d.day
        ) as "scansPerDay"
      from ${rfidTags}
    `),
    listInsightTags(db, lte(rfidTags.batteryLevel, RFID_LOW_BATTERY_PERCENT), [
      asc(rfidTags.batteryLevel),
      asc(rfidTags.tagId),
    ]),
    listInsightTags(db, isUnseenTag({ unseenDays, now }), [asc(tagLastSeenAt), asc(rfidTags.tagId)]),
  ]);
  const [summary] = rowsOf<SummaryRow>(summaryResult);
  if (!summary) throw new Error('the RFID analytics query returned no row');
  return {
    statusCounts: {
      active: summary.active,
      inactive: summary.inactive,
      lost: summary.lost,
      damaged: summary.damaged,
    },
    batteryBands: RFID_BATTERY_BANDS.map(({ min, max }, i) => ({
      min,
      max,
      count: summary[`band${i}`] ?? 0,
    })),
    withoutBattery: summary.withoutBattery,
    scansPerDay: summary.scansPerDay,
    lowBattery,
    unseen,
    unseenDays,
  };
}

/** The first RFID_INSIGHT_LIST_MAX tags matching `where` in `order`, and how many match in all. */
async function listInsightTags(db: Database, where: SQL | undefined, order: SQL[]) {
  const rows = await db
    .select({ ...rfidTagColumns, total: sql<number>`(count(*) over ())::int` })
    .from(rfidTags)
    .innerJoin(items, eq(items.id, rfidTags.itemId))
    .where(where)
    .orderBy(...order)
    .limit(RFID_INSIGHT_LIST_MAX);
  return { total: rows[0]?.total ?? 0, tags: rows.map(toRfidTag) };
}
