import { useTranslation } from 'react-i18next';
import { MedicineScreen } from '@/features/medicine/components/medicine-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.medicine'));
  return <MedicineScreen />;
}
