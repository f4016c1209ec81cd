import type { Profile, ProfileUpdate, Role } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { storeNotification } from '../notifications';
import { avatarLetterOf } from './avatar-letter';
import { recordProfileActivity } from './record-profile-activity';
import { toProfile } from './to-profile';

export interface UpdateProfileOptions {
  db: Database;
  hub: SseHub;
  role: Role;
  update: ProfileUpdate;
}

/**
 * Saves the editable profile fields, records a `profile_updated` activity and raises a `profile_updated`
 * notification, all in one transaction; the notification is pushed to open tabs once it has committed.
 */
export async function updateProfile({ db, hub, role, update }: UpdateProfileOptions): Promise<Profile> {
  return inTransaction({ db, hub }, async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...update, avatarLetter: avatarLetterOf(update.name), updatedAt: sql`clock_timestamp()` })
      .where(eq(profiles.role, role))
      .returning();
    if (!row) throw notFound('profileNotFound', { role });
    await recordProfileActivity({ db: tx, role, kind: 'profile_updated' });
    await storeNotification({
      db: tx,
      recipient: role,
      notification: {
        code: 'profile_updated',
        params: {},
        type: 'success',
        category: 'system',
        priority: 'low',
        actionUrl: '/profile',
      },
    });
    return toProfile(row);
  });
}
