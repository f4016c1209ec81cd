import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { SupplierScreen } from '@/features/supplier/components/supplier-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { i18n } from '@/lib/i18n';

/** The screen's text and the wallet's are fetched before the screen shows, so it never flashes keys. */
export async function loader() {
  await i18n.loadNamespaces(['marketplace', 'wallet']);
  return null;
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.supplier'));
  return (
    // Switching language fetches that language's supplier text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="marketplace.trade">
        <SupplierScreen />
      </PermissionGate>
    </Suspense>
  );
}
