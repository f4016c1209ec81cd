import type { PurchaseOrder } from '@careledger/shared';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NewOrderDialog } from './new-order-dialog';
import { OrderRow } from './order-row';
import { ReceiveOrderDialog } from './receive-order-dialog';

const COLUMNS = ['id', 'supplier', 'lines', 'total', 'created', 'status', 'actions'] as const;

export function OrdersTab({ orders }: { orders: PurchaseOrder[] }) {
  const { t } = useTranslation('inventory');
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const create = (
    <Button size="sm" onClick={() => setIsCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('orders.new')}
    </Button>
  );
  return (
    <Card aria-labelledby="inventory-orders-title">
      <CardHeader title={t('orders.title')} titleId="inventory-orders-title" action={create} />
      <CardContent>
        {orders.length === 0 ? (
          <EmptyState
            icon={<ClipboardList aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />}
            title={t('orders.empty')}
            description={t('orders.emptyHint')}
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="orders-table">
              <caption className="sr-only">{t('orders.title')}</caption>
              <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {t(`orders.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} onReceive={() => setReceiving(order)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      {receiving ? <ReceiveOrderDialog order={receiving} onClose={() => setReceiving(null)} /> : null}
      {isCreating ? <NewOrderDialog onClose={() => setIsCreating(false)} /> : null}
    </Card>
  );
}
