import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSettings } from '../api/get-settings';
import { SettingsEditor } from './settings-editor';

export function SettingsView() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useSettings();
  if (data) return <SettingsEditor saved={data} />;
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {isPending ? <Spinner label={t('common.loading')} /> : null}
      {isError ? (
        <ErrorState
          message={`${t('settings.loadError')} ${errorMessage(error)}`}
          retryLabel={t('common.retry')}
          onRetry={() => refetch()}
        />
      ) : null}
    </>
  );
}
