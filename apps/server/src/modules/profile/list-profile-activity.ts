import type { ProfileActivity } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileActivity } from '../../db/schema';

export const PROFILE_ACTIVITY_LIMIT = 20;

/** The account's recent profile activity, newest first. */
export async function listProfileActivity({
  db,
  accountId,
}: {
  db: Database;
  accountId: string;
}): Promise<ProfileActivity[]> {
  const rows = await db
    .select()
    .from(profileActivity)
    .where(eq(profileActivity.accountId, accountId))
    .orderBy(desc(profileActivity.createdAt), desc(profileActivity.id))
    .limit(PROFILE_ACTIVITY_LIMIT);
  return rows.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() }));
}
