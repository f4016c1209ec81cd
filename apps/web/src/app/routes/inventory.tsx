import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { InventoryScreen } from '@/features/inventory/components/inventory-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { i18n } from '@/lib/i18n';

/**
 * The screen's own text, the wallet's (the List action sends a transaction) and the words of alerts are
 * fetched before the screen shows, so it never flashes keys or English.
 */
export async function loader() {
  await i18n.loadNamespaces(['inventory', 'wallet', MESSAGES_NAMESPACE]);
  return null;
}

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
