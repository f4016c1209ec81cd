import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { UsersScreen } from '@/features/admin/components/users-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.adminUsers'));
  return (
    // Switching language fetches that language's administration text: wait here, not on a blank app.
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="users.manage">
        <UsersScreen />
      </PermissionGate>
    </Suspense>
  );
}
