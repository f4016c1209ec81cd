import { useTranslation } from 'react-i18next';
import { VoiceMedicineScreen } from '@/features/voice-medicine/components/voice-medicine-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.voice'));
  return <VoiceMedicineScreen />;
}
