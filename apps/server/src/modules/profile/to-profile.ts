import { type Profile, ROLE_PERMISSION_LABELS, ROLE_TITLES } from '@careledger/shared';
import type { accounts, profiles } from '../../db/schema';
import { avatarLetterOf } from './avatar-letter';

/** An account and its profile row as the profile page shows them; title and permission labels follow the role. */
export function toProfile(account: typeof accounts.$inferSelect, row: typeof profiles.$inferSelect): Profile {
  return {
    role: account.role,
    name: account.name,
    email: account.email,
    phone: row.phone,
    location: row.location,
    avatarLetter: avatarLetterOf(account.name),
    roleTitle: ROLE_TITLES[account.role],
    department: row.department,
    joinDate: row.joinDate,
    permissions: [...ROLE_PERMISSION_LABELS[account.role]],
    stats: row.stats,
    updatedAt: row.updatedAt.toISOString(),
  };
}
