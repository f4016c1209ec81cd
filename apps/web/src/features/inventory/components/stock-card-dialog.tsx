import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useStockCard } from '../api/get-stock-card';
import { LotsTable } from './lots-table';
import { MovementsTable } from './movements-table';
import { StockCardDetails } from './stock-card-details';

interface StockCardDialogProps {
  itemId: number;
  name: string;
  onClose: () => void;
}

/** The item's stock card: details, lots on hand, and the ledger with its running balance. */
export function StockCardDialog({ itemId, name, onClose }: StockCardDialogProps) {
  const { t } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useStockCard(itemId, page);
  return (
    <Dialog
      onClose={onClose}
      title={t('stockCard.title', { name })}
      description={t('stockCard.description')}
      closeLabel={t('close')}
      size="xl"
      data-testid="stock-card"
    >
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loading')} />
        </div>
      ) : isError ? (
        <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />
      ) : (
        <div className="space-y-6">
          <StockCardDetails item={data.item} />
          <section aria-labelledby="stock-card-lots">
            <h3 id="stock-card-lots" className="mb-2 font-semibold">
              {t('stockCard.lots')}
            </h3>
            <LotsTable itemId={data.item.id} unit={data.item.unit} lots={data.lots} />
          </section>
          <section aria-labelledby="stock-card-ledger" className="space-y-3">
            <h3 id="stock-card-ledger" className="font-semibold">
              {t('stockCard.ledger')}
            </h3>
            <MovementsTable movements={data.movements} />
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
