import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { RfidScreen } from '@/features/rfid/components/rfid-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.rfid'));
  return (
    // Switching language fetches that language's RFID text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="rfid.view">
        <RfidScreen />
      </PermissionGate>
    </Suspense>
  );
}
