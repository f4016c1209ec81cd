import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { SkinAnalysisScreen } from '@/features/skin-analysis/components/skin-analysis-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { i18n } from '@/lib/i18n';

/** The screen's text and the catalogue that words the server's errors are fetched before the screen shows. */
export async function loader() {
  await i18n.loadNamespaces(['skin', MESSAGES_NAMESPACE]);
  return null;
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.skin'));
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermissionGate permission="skin.analyse">
        <SkinAnalysisScreen />
      </PermissionGate>
    </Suspense>
  );
}
