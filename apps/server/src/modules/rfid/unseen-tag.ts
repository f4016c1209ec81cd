import { type SQL, sql } from 'drizzle-orm';
import { rfidTags } from '../../db/schema';

/** When a tag was last seen: its last scan, or its assignment when it was never scanned. */
export const tagLastSeenAt = sql<Date>`coalesce(${rfidTags.lastScanAt}, ${rfidTags.generatedAt})`;

/**
 * The unseen-tag rule, as SQL on rfid_tags (not aliased): an active tag no reader has seen for `unseenDays`
 * days before `now`. The alert check and the analytics both use it, so they always agree.
 */
export function isUnseenTag({ unseenDays, now }: { unseenDays: number; now: Date }): SQL {
  const cutoff = new Date(now.getTime() - unseenDays * 86_400_000).toISOString();
  return sql`(${rfidTags.status} = 'active' and ${tagLastSeenAt} < ${cutoff}::timestamptz)`;
}
