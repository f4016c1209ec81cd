import { type AlertText, RFID_UNSEEN_ALERT_TYPE, ROUTES } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { renderAlertText } from '../../lib/messages';
import { alertNotification } from '../inventory';
import { storeNotification } from '../notifications';
import { isUnseenTag } from './unseen-tag';

export interface UnseenEvaluation {
  created: number;
  resolved: number;
  open: number;
}

interface UnseenTagRow {
  itemId: number;
  itemName: string;
  tagId: string;
  lastScanAt: string | Date | null;
  location: string | null;
}

/** What an rfid_unseen alert (and its notification) says: its params, worded by `alerts.rfid_unseen`. */
export function describeUnseenTag(tag: UnseenTagRow, unseenDays: number): AlertText {
  const lastScan = tag.lastScanAt ? new Date(tag.lastScanAt).toISOString().slice(0, 10) : null;
  const location = lastScan ? tag.location : null;
  return {
    type: 'rfid_unseen',
    params: {
      name: tag.itemName,
      tagId: tag.tagId,
      count: unseenDays,
      lastScan,
      location,
      context: lastScan === null ? 'never' : location ? 'at' : null,
    },
  };
}

/**
 * Flags active tags no reader has seen for `unseenDays` (counted from the last scan, or from assignment when
 * never scanned; isUnseenTag): one open rfid_unseen alert per tag (the alerts table allows one open alert per item and type,
 * and an item has at most one tag). Open rfid_unseen alerts of tags that were seen since, are no longer active
 * or are gone, resolve. Run inside a transaction.
 */
export async function evaluateUnseenTags({
  db,
  unseenDays,
  now,
  notify,
}: {
  db: Database;
  unseenDays: number;
  now: Date;
  notify: boolean;
}): Promise<UnseenEvaluation> {
  const unseen = isUnseenTag({ unseenDays, now });
  const resolved = rowsOf(
    await db.execute(sql`
      update alerts a
      set status = 'resolved', resolved_at = clock_timestamp()
      where a.type = ${RFID_UNSEEN_ALERT_TYPE}
        and a.status in ('active', 'dismissed')
        and not exists (select 1 from rfid_tags where rfid_tags.item_id = a.item_id and ${unseen})
      returning a.id
    `),
  ).length;
  const newlyUnseen = rowsOf<UnseenTagRow>(
    await db.execute(sql`
      select rfid_tags.item_id as "itemId", i.name as "itemName", rfid_tags.tag_id as "tagId",
             rfid_tags.last_scan_at as "lastScanAt", rfid_tags.location
      from rfid_tags
      join items i on i.id = rfid_tags.item_id
      where ${unseen}
        and not exists (
          select 1 from alerts a
          where a.item_id = rfid_tags.item_id and a.type = ${RFID_UNSEEN_ALERT_TYPE}
            and a.status in ('active', 'dismissed')
        )
      order by rfid_tags.item_id
    `),
  );
  let created = 0;
  for (const tag of newlyUnseen) {
    const text = describeUnseenTag(tag, unseenDays);
    const words = renderAlertText(text);
    const inserted = rowsOf(
      await db.execute(sql`
        insert into alerts (item_id, type, severity, title, message, params)
        values (${tag.itemId}, ${RFID_UNSEEN_ALERT_TYPE}, 'medium', ${words.title}, ${words.message},
                ${JSON.stringify(text.params)}::jsonb)
        on conflict do nothing
        returning id
      `),
    );
    if (inserted.length === 0) continue;
    created += 1;
    if (notify) {
      const notification = { ...alertNotification({ severity: 'medium', text }), actionUrl: ROUTES.rfid };
      await storeNotification({ db, to: { permission: 'rfid.view' }, notification });
    }
  }
  const [open] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from alerts
      where type = ${RFID_UNSEEN_ALERT_TYPE} and status in ('active', 'dismissed')
    `),
  );
  return { created, resolved, open: Number(open?.n ?? 0) };
}
