import { type Profile, ROLES, type Role } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toProfile } from './to-profile';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The profile of a role; `role` may come straight from a URL, so anything else is a clear 404. */
export async function getProfile({ db, role }: { db: Database; role: string }): Promise<Profile> {
  const row = isRole(role) ? (await db.select().from(profiles).where(eq(profiles.role, role)))[0] : undefined;
  if (!row) {
    throw notFound('unknownRole', { role, roles: ROLES.join(', ') });
  }
  return toProfile(row);
}
