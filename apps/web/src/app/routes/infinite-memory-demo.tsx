import { useTranslation } from 'react-i18next';
import { InfiniteMemoryDemoScreen } from '@/features/memory/components/infinite-memory-demo-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.infiniteMemoryDemo'));
  return <InfiniteMemoryDemoScreen />;
}
