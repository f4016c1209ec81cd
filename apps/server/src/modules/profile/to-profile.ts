import type { Profile } from '@careledger/shared';
import type { profiles } from '../../db/schema';

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    role: row.role,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    avatarLetter: row.avatarLetter,
    roleTitle: row.roleTitle,
    department: row.department,
    joinDate: row.joinDate,
    permissions: row.permissions,
    stats: row.stats,
    updatedAt: row.updatedAt.toISOString(),
  };
}
