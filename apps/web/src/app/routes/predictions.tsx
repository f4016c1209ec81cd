import { useTranslation } from 'react-i18next';
import { PredictionsScreen } from '@/features/predictions/components/predictions-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.predictions'));
  return <PredictionsScreen />;
}
