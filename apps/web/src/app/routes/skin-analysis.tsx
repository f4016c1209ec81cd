import { useTranslation } from 'react-i18next';
import { SkinAnalysisScreen } from '@/features/skin-analysis/components/skin-analysis-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.skin'));
  return <SkinAnalysisScreen />;
}
