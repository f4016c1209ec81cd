import { PackageMinus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { suppliesHref } from '../lib/use-inventory-tab';
import { useLowStock } from '../lib/use-low-stock';
import { StockProgress } from './stock-progress';
import { StockStatusBadge } from './stock-status-badge';

/** The first items needing restock, how many of how many that is, and a way to the whole list. */
export function LowStockCard() {
  const { t } = useTranslation('inventory');
  const { items = [], total = items.length } = useLowStock();
  const seeAll =
    total > 0 ? (
      <Link
        to={suppliesHref('restock')}
        className={buttonClasses('ghost', 'sm')}
        aria-label={t('overview.seeAllLabel', { total })}
        data-testid="low-stock-see-all"
      >
        {t('overview.seeAll')}
      </Link>
    ) : undefined;
  return (
    <Card aria-labelledby="inventory-low-stock-title">
      <CardHeader
        title={t('overview.lowStock')}
        titleId="inventory-low-stock-title"
        action={seeAll}
        icon={
          <PackageMinus aria-hidden="true" className="mt-0.5 size-5 text-amber-700 dark:text-amber-300" />
        }
      />
      <CardContent>
        {items.length === 0 ? (
          <EmptyState title={t('overview.lowStockEmpty')} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="low-stock-count">
              {t('overview.shownOf', { shown: items.length, total })}
            </p>
            <ul className="space-y-4" data-testid="low-stock-list">
              {items.map((item) => (
                <li key={item.id} data-testid="low-stock-item" data-item-id={item.id}>
                  <div className="flex items-center justify-between gap-2">
                    <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                      {item.name}
                    </p>
                    <StockStatusBadge status={item.status} />
                  </div>
                  <p className="mt-0.5 mb-1.5 text-xs text-slate-600 dark:text-slate-400">
                    {t('overview.stockOf', { stock: item.stock, threshold: item.threshold, unit: item.unit })}
                  </p>
                  <StockProgress stock={item.stock} threshold={item.threshold} status={item.status} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
