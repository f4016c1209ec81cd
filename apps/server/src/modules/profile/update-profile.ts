import type { Profile, ProfileUpdate } from '@careledger/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, profiles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { forgetAccountSessions } from '../auth';
import { storeNotification } from '../notifications';
import { recordProfileActivity } from './record-profile-activity';
import { toProfile } from './to-profile';

export interface UpdateProfileOptions {
  db: Database;
  hub: SseHub;
  accountId: string;
  update: ProfileUpdate;
}

/**
 * Saves the editable profile fields (name and email are the account's: the email is also the sign-in name), records a `profile_updated` activity and raises a `profile_updated`
 * notification, all in one transaction; the notification is pushed to open tabs once it has committed.
 */
export async function updateProfile({ db, hub, accountId, update }: UpdateProfileOptions): Promise<Profile> {
  const { name, email, phone, location } = update;
  return inTransaction({ db, hub }, async (tx) => {
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), ne(accounts.id, accountId)));
    if (taken) throw conflict('emailTaken', { email });
    const [account] = await tx
      .update(accounts)
      .set({ name, email })
      .where(eq(accounts.id, accountId))
      .returning();
    const [row] = await tx
      .update(profiles)
      .set({ phone, location, updatedAt: sql`clock_timestamp()` })
      .where(eq(profiles.accountId, accountId))
      .returning();
    if (!account || !row) throw notFound('profileNotFound', { account: accountId });
    // The session's copy of the name and email is read again on the next request.
    forgetAccountSessions(accountId);
    await recordProfileActivity({ db: tx, accountId, kind: 'profile_updated' });
    await storeNotification({
      db: tx,
      to: { accountId },
      notification: {
        code: 'profile_updated',
        params: {},
        type: 'success',
        category: 'system',
        priority: 'low',
        actionUrl: '/profile',
      },
    });
    return toProfile(account, row);
  });
}
