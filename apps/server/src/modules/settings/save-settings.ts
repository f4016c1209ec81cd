import { type Settings, settingsSchema } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { recordProfileActivity } from '../profile';
import { hasNotificationFlagChanged } from './default-settings';
import { getSettings } from './get-settings';

export interface SaveSettingsOptions {
  db: Database;
  accountId: string;
  values: Settings;
}

/**
 * Replaces the account's settings; when a notification switch changed, records a
 * `notification_settings_updated` profile activity in the same transaction.
 */
export async function saveSettings({ db, accountId, values }: SaveSettingsOptions): Promise<Settings> {
  const next = settingsSchema.parse(values);
  return db.transaction(async (tx) => {
    const before = await getSettings({ db: tx, accountId });
    await tx
      .insert(settings)
      .values({ accountId, values: next })
      .onConflictDoUpdate({
        target: settings.accountId,
        set: { values: next, updatedAt: sql`clock_timestamp()` },
      });
    if (hasNotificationFlagChanged(before, next)) {
      await recordProfileActivity({ db: tx, accountId, kind: 'notification_settings_updated' });
    }
    return next;
  });
}
