import { AccountSecurityActions } from '@/components/account-security-actions';
import { useTranslation } from '@/lib/i18n';
import type { SettingsDraft } from '../lib/use-settings-draft';
import { SettingSwitches } from './setting-switches';
import { SettingsSection } from './settings-section';

export function SecurityTab({ settings }: { settings: SettingsDraft }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <SettingsSection id="settings-security-title" title={t('settings.security.title')}>
        <AccountSecurityActions
          third="loginHistory"
          labels={[
            t('settings.security.changePassword'),
            t('settings.security.enableTwoFactor'),
            t('settings.security.viewLoginHistory'),
          ]}
        />
      </SettingsSection>
      <SettingsSection id="settings-privacy-title" title={t('settings.security.privacy')}>
        <SettingSwitches
          settings={settings}
          items={[
            {
              name: 'dataCollection',
              label: t('settings.security.dataCollection'),
              hint: t('settings.security.dataCollectionHint'),
            },
            {
              name: 'analytics',
              label: t('settings.security.analytics'),
              hint: t('settings.security.analyticsHint'),
            },
            {
              name: 'locationServices',
              label: t('settings.security.locationServices'),
              hint: t('settings.security.locationServicesHint'),
            },
          ]}
        />
      </SettingsSection>
    </div>
  );
}
