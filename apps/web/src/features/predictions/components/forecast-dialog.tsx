import type { ItemPrediction } from '@careledger/shared';
import { useItemForecast } from '@/api/predictions/get-item-forecast';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { ForecastChart } from './forecast-chart';
import { ForecastFacts } from './forecast-facts';
import { PurchaseOrderForm } from './purchase-order-form';

/** View Recommendations: the item's demand and forecast, the figures to order by, and the order itself. */
export function ForecastDialog({ entry, onClose }: { entry: ItemPrediction; onClose: () => void }) {
  const { t } = useTranslation('predictions');
  const forecast = useItemForecast(entry.itemId);
  const canOrder = useCan('orders.manage');
  return (
    <Dialog
      onClose={onClose}
      title={t('forecast.title', { item: entry.itemName })}
      closeLabel={t('close')}
      size="lg"
      data-testid="forecast-dialog"
    >
      {forecast.data ? (
        <div className="space-y-6">
          <ForecastChart forecast={forecast.data} />
          <ForecastFacts forecast={forecast.data} />
          {canOrder ? <PurchaseOrderForm forecast={forecast.data} /> : null}
        </div>
      ) : forecast.isError ? (
        <ErrorState
          message={`${t('forecast.loadError')} ${errorMessage(forecast.error)}`}
          retryLabel={t('states.tryAgain')}
          onRetry={() => forecast.refetch()}
        />
      ) : (
        <Spinner label={t('forecast.loading')} />
      )}
    </Dialog>
  );
}
