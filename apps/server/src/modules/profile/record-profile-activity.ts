import type { ProfileActivity, Role } from '@careledger/shared';
import type { Database } from '../../db/client';
import { profileActivity } from '../../db/schema';

export async function recordProfileActivity({
  db,
  role,
  kind,
}: {
  db: Database;
  role: Role;
  kind: ProfileActivity['kind'];
}): Promise<void> {
  await db.insert(profileActivity).values({ role, kind });
}
