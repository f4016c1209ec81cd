import { type Dashboard, ROUTES } from '@careledger/shared';
import { ArrowRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { StockBar } from './stock-bar';
import { StockStatusBadge } from './stock-status-badge';

export function InventoryCard({ items }: { items: Dashboard['items'] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="dashboard-inventory-title" className="flex flex-col">
      <CardHeader
        title={t('dashboard.inventory.title')}
        titleId="dashboard-inventory-title"
        description={t('dashboard.inventory.subtitle')}
        icon={<Package aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-300" />}
        level={3}
      />
      <CardContent className="flex-1">
        {items.length === 0 ? (
          <EmptyState title={t('dashboard.inventory.empty')} />
        ) : (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <div className="flex items-center justify-between gap-2">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                    {item.name}
                  </p>
                  <StockStatusBadge status={item.status} />
                </div>
                <p className="mt-0.5 mb-1.5 text-xs text-slate-600 dark:text-slate-400">
                  {item.category} ·{' '}
                  {t('dashboard.inventory.stock', { stock: item.stock, threshold: item.threshold })}
                </p>
                <StockBar stock={item.stock} threshold={item.threshold} status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <div className="border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <Link
          to={ROUTES.inventory}
          className={`inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 hover:underline dark:text-teal-300 ${focusRing}`}
        >
          {t('dashboard.inventory.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
