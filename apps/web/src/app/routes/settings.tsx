import { useTranslation } from 'react-i18next';
import { SettingsView } from '@/features/settings/components/settings-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return <SettingsView />;
}
