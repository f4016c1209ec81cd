import type { Settings } from '@careledger/shared';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { useSettingsDraft } from '../lib/use-settings-draft';
import { AppearanceTab } from './appearance-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { RoleSettingsTab } from './role-settings-tab';
import { SecurityTab } from './security-tab';

const TABS = ['general', 'notifications', 'appearance', 'security', 'roles'] as const;

export function SettingsEditor({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('general');
  const settings = useSettingsDraft(saved, () => setTab('general'));
  const [isAskingReset, setAskingReset] = useState(false);
  const reset = () => settings.restoreDefaults(() => setAskingReset(false));

  const actions = (
    <>
      <Button
        variant="secondary"
        data-testid="settings-reset"
        onClick={() => setAskingReset(true)}
        disabled={settings.isBusy}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('settings.reset')}
      </Button>
      <Button data-testid="settings-save" onClick={settings.save} disabled={settings.isBusy}>
        <Save aria-hidden="true" className="size-4" />
        {settings.isSaving ? t('settings.saving') : t('settings.save')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} actions={actions} />
      <ConfirmDialog
        open={isAskingReset}
        variant="danger"
        title={t('settings.resetTitle')}
        description={t('settings.resetDescription')}
        confirmLabel={t('settings.resetConfirm')}
        pendingLabel={t('settings.resetting')}
        cancelLabel={t('settings.resetCancel')}
        closeLabel={t('toast.close')}
        onConfirm={reset}
        onCancel={() => setAskingReset(false)}
        isPending={settings.isResetting}
        data-testid="settings-reset-confirm"
      />
      {settings.isDirty ? (
        <p role="status" className="mb-4 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('settings.unsaved')}
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('settings.tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`settings.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general">
          <GeneralTab settings={settings} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab settings={settings} />
        </TabsContent>
        <TabsContent value="appearance">
          <AppearanceTab settings={settings} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab settings={settings} />
        </TabsContent>
        <TabsContent value="roles">
          <RoleSettingsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
