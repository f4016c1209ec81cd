import type { RecommendResponse } from '@careledger/shared';
import { Boxes } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { LiveStockRow } from './live-stock-row';

const headCell = 'px-4 py-2 text-left font-medium text-slate-600 dark:text-slate-400';

/** The recommended medicines' stock as the inventory has it now (each row reads its own). */
export function StockStatusPanel({ answer }: { answer: RecommendResponse | undefined }) {
  const { t } = useTranslation('voice');
  const icon = <Boxes aria-hidden="true" className="size-8 text-slate-500" />;
  if (!answer) return <EmptyState icon={icon} title={t('stock.empty')} />;
  if (answer.recommendations.length === 0) return <EmptyState icon={icon} title={t('stock.none')} />;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="voice-stock-table">
        <caption className="px-4 pt-4 text-left font-semibold text-slate-900 dark:text-slate-50">
          {t('stock.caption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={headCell}>
              {t('stock.medicine')}
            </th>
            <th scope="col" className={headCell}>
              {t('stock.quantity')}
            </th>
            <th scope="col" className={headCell}>
              {t('stock.status')}
            </th>
            <th scope="col" className={headCell}>
              {t('stock.figures')}
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.recommendations.map((recommendation) => (
            <LiveStockRow key={recommendation.medicineId} recommendation={recommendation} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
