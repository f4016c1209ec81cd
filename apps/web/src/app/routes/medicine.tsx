import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { MedicineScreen } from '@/features/medicine/components/medicine-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { i18n } from '@/lib/i18n';

/**
 * The screen's text and the catalogue that words what the server writes (symptoms, red flags, reasons) are
 * fetched before the screen shows, so it never flashes keys or English.
 */
export async function loader() {
  await i18n.loadNamespaces(['medicine', MESSAGES_NAMESPACE]);
  return null;
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.medicine'));
  return (
    // Switching language fetches that language's medicine text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="medicine.advise">
        <MedicineScreen />
      </PermissionGate>
    </Suspense>
  );
}
