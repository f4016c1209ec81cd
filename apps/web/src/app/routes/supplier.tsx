import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { SupplierScreen } from '@/features/supplier/components/supplier-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

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
