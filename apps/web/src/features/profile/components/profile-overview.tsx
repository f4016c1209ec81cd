import type { Profile } from '@careledger/shared';
import { ProfileSummaryCard } from './profile-summary-card';
import { RoleInfoCard } from './role-info-card';
import { RolePermissionsCard } from './role-permissions-card';

export function ProfileOverview({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ProfileSummaryCard profile={profile} />
      <div className="space-y-6 lg:col-span-2">
        <RolePermissionsCard profile={profile} />
        <RoleInfoCard stats={profile.stats} />
      </div>
    </div>
  );
}
