import { useTranslation } from 'react-i18next';
import { RfidScreen } from '@/features/rfid/components/rfid-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.rfid'));
  return <RfidScreen />;
}
