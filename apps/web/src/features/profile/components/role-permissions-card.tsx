import type { Profile } from '@careledger/shared';
import { Shield } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { ParseKeys } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';

export function RolePermissionsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="profile-permissions-title">
      <CardHeader
        title={t('profile.permissions.title')}
        titleId="profile-permissions-title"
        icon={<Shield aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent className="space-y-4">
        <div>
          <h3 className="text-sm text-slate-600 dark:text-slate-400">
            {t('profile.permissions.currentRole')}
          </h3>
          <p className="font-medium text-slate-900 dark:text-slate-100">{t(`roles.${profile.role}`)}</p>
        </div>
        <div>
          <h3 className="text-sm text-slate-600 dark:text-slate-400">{t('profile.permissions.list')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.permissions.map((permission) => (
              <li key={permission}>
                <Badge tone="info">
                  {t(`profile.permissions.names.${camelKey(permission)}` as ParseKeys, {
                    defaultValue: permission,
                  })}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
