import { CURRENT_ROLE } from '@careledger/shared';
import type { Database } from '../client';
import { profileActivity } from '../schema';
import { ago } from './time';

/** Spec 000 section 2.8: the Activity tab's three items. */
export async function seedProfileActivity(db: Database, now: Date): Promise<void> {
  await db.insert(profileActivity).values([
    { role: CURRENT_ROLE, kind: 'profile_updated', createdAt: ago(now, { days: 2, hours: 3 }) },
    { role: CURRENT_ROLE, kind: 'password_changed', createdAt: ago(now, { days: 7, hours: 1 }) },
    { role: CURRENT_ROLE, kind: 'notification_settings_updated', createdAt: ago(now, { days: 14 }) },
  ]);
}
