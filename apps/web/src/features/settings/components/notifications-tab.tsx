import { useTranslation } from '@/lib/i18n';
import type { SettingsDraft } from '../lib/use-settings-draft';
import { SettingSwitches } from './setting-switches';
import { SettingsSection } from './settings-section';

export function NotificationsTab({ settings }: { settings: SettingsDraft }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingsSection id="settings-email-title" title={t('settings.notifications.email')}>
        <SettingSwitches
          settings={settings}
          items={[
            {
              name: 'systemUpdates',
              label: t('settings.notifications.systemUpdates'),
              hint: t('settings.notifications.systemUpdatesHint'),
            },
            {
              name: 'securityAlerts',
              label: t('settings.notifications.securityAlerts'),
              hint: t('settings.notifications.securityAlertsHint'),
            },
            {
              name: 'inventoryAlerts',
              label: t('settings.notifications.inventoryAlerts'),
              hint: t('settings.notifications.inventoryAlertsHint'),
            },
          ]}
        />
      </SettingsSection>
      <SettingsSection id="settings-push-title" title={t('settings.notifications.push')}>
        <SettingSwitches
          settings={settings}
          items={[
            {
              name: 'realtimeUpdates',
              label: t('settings.notifications.realtimeUpdates'),
              hint: t('settings.notifications.realtimeUpdatesHint'),
            },
            {
              name: 'smsNotifications',
              label: t('settings.notifications.smsNotifications'),
              hint: t('settings.notifications.smsNotificationsHint'),
            },
            {
              name: 'emailDigest',
              label: t('settings.notifications.emailDigest'),
              hint: t('settings.notifications.emailDigestHint'),
            },
          ]}
        />
      </SettingsSection>
    </div>
  );
}
