import type { Settings } from '@careledger/shared';
import { SwitchField } from '@/components/ui/switch-field';
import type { SettingsDraft } from '../lib/use-settings-draft';

type BooleanSetting = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

interface SettingSwitchesProps {
  settings: SettingsDraft;
  items: readonly { name: BooleanSetting; label: string; hint: string }[];
}

/** A list of on/off settings, each a labelled switch bound to the draft. */
export function SettingSwitches({ settings, items }: SettingSwitchesProps) {
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((item) => (
        <SwitchField
          key={item.name}
          label={item.label}
          description={item.hint}
          checked={settings.draft[item.name]}
          onCheckedChange={(checked) => settings.change(item.name, checked)}
        />
      ))}
    </div>
  );
}
