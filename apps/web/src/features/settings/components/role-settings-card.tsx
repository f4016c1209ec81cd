import type { Role } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { ParseKeys } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';

interface RoleSettingsCardProps {
  role: Role;
  entries: readonly { key: string; label: string; value: string }[];
}

export function RoleSettingsCard({ role, entries }: RoleSettingsCardProps) {
  const { t } = useTranslation();
  const text = (key: string, field: 'label' | 'value' | 'description', fallback: string) =>
    t(`settings.roleSettings.${role}.${key}.${field}` as ParseKeys, { defaultValue: fallback });
  return (
    <Card aria-labelledby={`role-settings-${role}`} data-testid={`role-settings-${role}`}>
      <CardHeader title={t(`roles.${role}`)} titleId={`role-settings-${role}`} level={3} />
      <CardContent>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <div
              key={entry.key}
              className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-3 first:pt-0 last:pb-0"
            >
              <dt className="font-medium text-slate-900 dark:text-slate-100">
                {text(entry.key, 'label', entry.label)}
              </dt>
              <dd>
                <Badge tone="brand">{text(entry.key, 'value', entry.value)}</Badge>
              </dd>
              <dd className="col-span-2 mt-1 text-sm text-slate-600 dark:text-slate-400">
                {text(entry.key, 'description', '')}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
