import { useTranslation } from 'react-i18next';
import { SupplierScreen } from '@/features/supplier/components/supplier-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.supplier'));
  return <SupplierScreen />;
}
