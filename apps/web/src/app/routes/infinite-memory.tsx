import { useTranslation } from 'react-i18next';
import { InfiniteMemoryScreen } from '@/features/memory/components/infinite-memory-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.infiniteMemory'));
  return <InfiniteMemoryScreen />;
}
