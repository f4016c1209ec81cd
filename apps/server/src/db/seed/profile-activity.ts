import type { Database } from '../client';
import { profileActivity } from '../schema';
import { ago } from './time';

/** Spec 000 section 2.8: the Activity tab's three items. */
export async function seedProfileActivity(db: Database, now: Date, accountId: string): Promise<void> {
  await db.insert(profileActivity).values([
    { accountId, kind: 'profile_updated', createdAt: ago(now, { days: 2, hours: 3 }) },
    { accountId, kind: 'password_changed', createdAt: ago(now, { days: 7, hours: 1 }) },
    { accountId, kind: 'notification_settings_updated', createdAt: ago(now, { days: 14 }) },
  ]);
}
