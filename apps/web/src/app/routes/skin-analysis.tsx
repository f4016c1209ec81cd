import { Suspense } from 'react';
import { PermissionGate } from '@/components/access/permission-gate';
import { Spinner } from '@/components/ui/spinner';
import { SkinAnalysisScreen } from '@/features/skin-analysis/components/skin-analysis-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

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
