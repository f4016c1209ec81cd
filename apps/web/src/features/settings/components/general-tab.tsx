import { LANGUAGES, type Language, TIMEZONES, type Timezone } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import type { SettingsDraft } from '../lib/use-settings-draft';
import { SettingSwitches } from './setting-switches';
import { SettingsSection } from './settings-section';

export function GeneralTab({ settings }: { settings: SettingsDraft }) {
  const { t } = useTranslation();
  const { draft, change } = settings;
  return (
    <div className="space-y-6">
      <SettingsSection id="settings-general-title" title={t('settings.general.title')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('settings.general.email')}
            data-testid="settings-email"
            type="email"
            autoComplete="email"
            value={draft.email}
            error={settings.error}
            onChange={(event) => change('email', event.target.value)}
          />
          <SelectField
            label={t('settings.general.language')}
            data-testid="settings-language"
            value={draft.language}
            onValueChange={(value) => change('language', value as Language)}
            options={LANGUAGES.map((value) => ({ value, label: t(`settings.languages.${value}`) }))}
          />
          <SelectField
            label={t('settings.general.timezone')}
            data-testid="settings-timezone"
            value={draft.timezone}
            onValueChange={(value) => change('timezone', value as Timezone)}
            options={TIMEZONES.map((value) => ({ value, label: t(`settings.timezones.${value}`) }))}
          />
        </div>
      </SettingsSection>
      <SettingsSection id="settings-device-title" title={t('settings.general.device')}>
        <SettingSwitches
          settings={settings}
          items={[
            {
              name: 'desktopNotifications',
              label: t('settings.general.desktopNotifications'),
              hint: t('settings.general.desktopNotificationsHint'),
            },
            {
              name: 'mobileNotifications',
              label: t('settings.general.mobileNotifications'),
              hint: t('settings.general.mobileNotificationsHint'),
            },
            {
              name: 'autoLogout',
              label: t('settings.general.autoLogout'),
              hint: t('settings.general.autoLogoutHint'),
            },
          ]}
        />
      </SettingsSection>
    </div>
  );
}
