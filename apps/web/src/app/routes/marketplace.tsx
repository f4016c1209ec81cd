import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { MarketplaceScreen } from '@/features/marketplace/components/marketplace-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.marketplace'));
  return (
    // Switching language fetches that language's marketplace text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <MarketplaceScreen />
    </Suspense>
  );
}
