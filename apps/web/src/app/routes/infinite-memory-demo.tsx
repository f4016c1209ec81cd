import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { InfiniteMemoryDemoScreen } from '@/features/memory/components/infinite-memory-demo-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { i18n } from '@/lib/i18n';

/** The screen's text is fetched before it shows. The demo itself runs in the browser and asks the server nothing. */
export async function loader() {
  await i18n.loadNamespaces(['memory']);
  return null;
}

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
