import { SettingsView } from '@/features/settings/components/settings-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return <SettingsView />;
}
