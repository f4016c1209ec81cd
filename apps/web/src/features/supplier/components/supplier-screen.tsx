import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

/** Placeholder until this tool's own issue builds the screen. */
export function SupplierScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.supplier')} />;
}
