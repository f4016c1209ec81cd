import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { InfiniteMemoryDemoScreen } from '@/features/memory/components/infinite-memory-demo-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
