import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { SecurityScreen } from '@/features/admin/components/security-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.adminSecurity'));
  return (
    // Switching language fetches that language's administration text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="security.manage">
        <SecurityScreen />
      </PermissionGate>
    </Suspense>
  );
}
