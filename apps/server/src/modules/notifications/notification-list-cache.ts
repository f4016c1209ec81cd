import { createHash } from 'node:crypto';

/**
 * How long a cached list stands when no write has been announced: the bound on how stale a list can be after a
 * write this server did not announce on its hub (another server behind the same database, a script).
 */
export const NOTIFICATION_LIST_CACHE_MS = 2_000;
/** Far more accounts than read notifications within NOTIFICATION_LIST_CACHE_MS on one server. */
const MAX_ENTRIES = 1_000;

/** A recipient's list as sent: the serialised body and its strong ETag. */
export interface NotificationListSnapshot {
  body: string;
  etag: string;
}

export interface NotificationListCache {
  /**
   * The recipient's list from memory, or from `load` (the query and its serialisation) when a write has
   * changed it since, or it is older than NOTIFICATION_LIST_CACHE_MS. Concurrent misses share one load.
   */
  read: (recipient: string, load: () => Promise<string>) => Promise<NotificationListSnapshot>;
  /** Drops the recipient's list: called for every notification event, which is published once its write commits. */
  forget: (recipient: string) => void;
}

interface Entry {
  loadedAt: number;
  snapshot: Promise<NotificationListSnapshot>;
}

/**
 * The notification lists recently read, by recipient, so that polling and revalidating tabs (a ward tablet
 * coming back to the foreground) cost no query. The ETag hashes the recipient with the body, so one account's
 * ETag never matches another's list, even an identical one.
 */
export function createNotificationListCache({
  now = Date.now,
}: {
  now?: () => number;
} = {}): NotificationListCache {
  const entries = new Map<string, Entry>();

  function remember(recipient: string, entry: Entry): void {
    if (entries.size >= MAX_ENTRIES) {
      for (const [key, value] of entries)
        if (entry.loadedAt - value.loadedAt >= NOTIFICATION_LIST_CACHE_MS) entries.delete(key);
      // Still full of fresh lists: drop the oldest (a Map keeps insertion order).
      const oldest = entries.keys().next();
      if (entries.size >= MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
    }
    entries.set(recipient, entry);
  }

  return {
    read(recipient, load) {
      const at = now();
      const cached = entries.get(recipient);
      if (cached && at >= cached.loadedAt && at - cached.loadedAt < NOTIFICATION_LIST_CACHE_MS) {
        return cached.snapshot;
      }
      const entry: Entry = {
        loadedAt: at,
        snapshot: load().then((body) => ({ body, etag: etagOf(recipient, body) })),
      };
      entries.delete(recipient);
      remember(recipient, entry);
      // A failed load is not kept: the next read tries again.
      entry.snapshot.catch(() => {
        if (entries.get(recipient) === entry) entries.delete(recipient);
      });
      return entry.snapshot;
    },
    forget(recipient) {
      entries.delete(recipient);
    },
  };
}

function etagOf(recipient: string, body: string): string {
  const digest = createHash('sha256').update(recipient).update('\n').update(body).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}
