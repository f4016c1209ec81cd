import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { ScreenLoadState } from '@/components/ui/screen-load-state';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useRfidData } from '../lib/use-rfid-data';
import { useStatusMessage } from '../lib/use-status-message';
import { HeaderActions } from './header-actions';
import { RfidTabs } from './rfid-tabs';
import { StatusBanner } from './status-banner';
import { SummaryCards } from './summary-cards';

/** Spec 001 "RFID Management" on GS1 EPC tags (DESIGN section 9). */
export function RfidScreen() {
  const { t } = useTranslation('rfid');
  const head = useScreenHead('rfid');
  const { statistics, isPending, isFetching, error, retry } = useRfidData();
  const status = useStatusMessage();

  if (!statistics) {
    return (
      <ScreenLoadState
        {...head}
        isPending={isPending}
        loadingLabel={t('loading')}
        errorMessage={`${t('loadError')} ${errorMessage(error)}`}
        retryLabel={t('retry')}
        onRetry={retry}
      />
    );
  }

  return (
    <>
      <PageHeader {...head} actions={<HeaderActions isRefreshing={isFetching} onStatus={status.show} />} />
      <StatusBanner message={status.message} />
      <SummaryCards statistics={statistics} />
      <RfidTabs />
    </>
  );
}
