import { useTranslation } from 'react-i18next';
import { MarketplaceScreen } from '@/features/marketplace/components/marketplace-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.marketplace'));
  return <MarketplaceScreen />;
}
