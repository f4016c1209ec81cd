import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { InventoryScreen } from '@/features/inventory/components/inventory-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.inventory'));
  return (
    // Switching language fetches that language's inventory text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="inventory.view">
        <InventoryScreen />
      </PermissionGate>
    </Suspense>
  );
}
