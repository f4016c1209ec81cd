import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useRfidData } from '../lib/use-rfid-data';
import { useStatusMessage } from '../lib/use-status-message';
import { HeaderActions } from './header-actions';
import { RfidTabs } from './rfid-tabs';
import { StatusBanner } from './status-banner';
import { SummaryCards } from './summary-cards';

/** Spec 001 "RFID Management" on GS1 EPC tags (DESIGN section 9). */
export function RfidScreen() {
  const { t } = useTranslation('rfid');
  const { data, isPending, isFetching, error, retry } = useRfidData();
  const status = useStatusMessage();

  if (!data) {
    return (
      <>
        <PageHeader title={t('title')} description={t('subtitle')} />
        {isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('loading')} />
          </div>
        ) : (
          <ErrorState
            message={`${t('loadError')} ${errorMessage(error)}`}
            retryLabel={t('retry')}
            onRetry={retry}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={<HeaderActions isRefreshing={isFetching} onStatus={status.show} />}
      />
      <StatusBanner message={status.message} />
      <SummaryCards statistics={data.statistics} />
      <RfidTabs data={data} />
    </>
  );
}
