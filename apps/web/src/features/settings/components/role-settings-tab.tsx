import { ROLE_SETTINGS, ROLES } from '@careledger/shared';
import { useTranslation } from '@/lib/i18n';
import { RoleSettingsCard } from './role-settings-card';

export function RoleSettingsTab() {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t('settings.roleSettings.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('settings.roleSettings.subtitle')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {ROLES.map((role) => (
          <RoleSettingsCard key={role} role={role} entries={ROLE_SETTINGS[role]} />
        ))}
      </div>
    </div>
  );
}
