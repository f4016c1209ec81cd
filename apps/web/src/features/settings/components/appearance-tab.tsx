import { THEMES, type Theme } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';
import type { SettingsDraft } from '../lib/use-settings-draft';
import { SettingSwitches } from './setting-switches';
import { SettingsSection } from './settings-section';

export function AppearanceTab({ settings }: { settings: SettingsDraft }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-appearance-title" title={t('settings.appearance.title')}>
      <div className="max-w-xs">
        <SelectField
          label={t('settings.appearance.theme')}
          data-testid="settings-theme"
          value={settings.draft.theme}
          onValueChange={(value) => settings.change('theme', value as Theme)}
          options={THEMES.map((value) => ({ value, label: t(`settings.appearance.themes.${value}`) }))}
        />
      </div>
      <div className="mt-4">
        <SettingSwitches
          settings={settings}
          items={[
            {
              name: 'compactMode',
              label: t('settings.appearance.compactMode'),
              hint: t('settings.appearance.compactModeHint'),
            },
            {
              name: 'showAnimations',
              label: t('settings.appearance.showAnimations'),
              hint: t('settings.appearance.showAnimationsHint'),
            },
          ]}
        />
      </div>
    </SettingsSection>
  );
}
