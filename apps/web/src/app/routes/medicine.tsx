import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { MedicineScreen } from '@/features/medicine/components/medicine-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

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
