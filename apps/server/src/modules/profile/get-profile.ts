import type { Profile } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, profiles } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toProfile } from './to-profile';

/** The profile of an account (the signed-in one). */
export async function getProfile({ db, accountId }: { db: Database; accountId: string }): Promise<Profile> {
  const [row] = await db
    .select({ account: accounts, profile: profiles })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('profileNotFound', { account: accountId });
  return toProfile(row.account, row.profile);
}
