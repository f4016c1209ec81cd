import type { ProfileActivity } from '@careledger/shared';
import type { Database } from '../../db/client';
import { profileActivity } from '../../db/schema';

export async function recordProfileActivity({
  db,
  accountId,
  kind,
}: {
  db: Database;
  accountId: string;
  kind: ProfileActivity['kind'];
}): Promise<void> {
  await db.insert(profileActivity).values({ accountId, kind });
}
