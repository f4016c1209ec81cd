import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { InfiniteMemoryDemoScreen } from '@/features/memory/components/infinite-memory-demo-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

/** Sample data only, so any role (and the memory companion's patients) may try it. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.infiniteMemoryDemo'));
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <InfiniteMemoryDemoScreen />
    </Suspense>
  );
}
