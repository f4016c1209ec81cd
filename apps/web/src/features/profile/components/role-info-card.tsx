import type { Profile } from '@careledger/shared';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import type { ParseKeys } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { humanizeKey } from '@/lib/keys';

/** The role-specific figures the server sends; a key without a translation still gets a readable label. */
export function RoleInfoCard({ stats }: { stats: Profile['stats'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card aria-labelledby="profile-role-info-title">
      <CardHeader
        title={t('profile.roleInfo.title')}
        titleId="profile-role-info-title"
        description={t('profile.roleInfo.subtitle')}
        icon={<BarChart3 aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className="flex flex-col-reverse rounded-lg bg-slate-50 p-4 dark:bg-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t(`profile.stats.${stat.key}` as ParseKeys, { defaultValue: humanizeKey(stat.key) })}
              </dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-slate-50">
                {format.number(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
