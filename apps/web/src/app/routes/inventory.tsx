import { useTranslation } from 'react-i18next';
import { InventoryScreen } from '@/features/inventory/components/inventory-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.inventory'));
  return <InventoryScreen />;
}
