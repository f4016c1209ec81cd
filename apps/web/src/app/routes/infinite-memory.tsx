import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { InfiniteMemoryScreen } from '@/features/memory/components/infinite-memory-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.infiniteMemory'));
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="memory.use">
        <InfiniteMemoryScreen />
      </PermissionGate>
    </Suspense>
  );
}
