import type { PurchaseOrder } from '@careledger/shared';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { OrderRow } from './order-row';

const NewOrderDialog = lazyDialog(() => import('./new-order-dialog').then((m) => m.NewOrderDialog));
const ReceiveOrderDialog = lazyDialog(() =>
  import('./receive-order-dialog').then((m) => m.ReceiveOrderDialog),
);

const COLUMNS = ['id', 'supplier', 'lines', 'total', 'created', 'status', 'actions'] as const;

/** Purchase orders: any role that sees inventory reads them; only orders.manage creates, sends or receives. */
export function OrdersTab() {
  const { t } = useTranslation('inventory');
  const { data: orders = [] } = usePurchaseOrders();
  const canManage = useCan('orders.manage');
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const create = canManage ? (
    <Button size="sm" onClick={() => setIsCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('orders.new')}
    </Button>
  ) : undefined;
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
          <DataTable
            caption={t('orders.title')}
            columns={COLUMNS.filter((column) => canManage || column !== 'actions').map((column) =>
              t(`orders.columns.${column}`),
            )}
            data-testid="orders-table"
          >
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} onReceive={() => setReceiving(order)} />
            ))}
          </DataTable>
        )}
      </CardContent>
      {receiving ? <ReceiveOrderDialog order={receiving} onClose={() => setReceiving(null)} /> : null}
      {isCreating ? <NewOrderDialog onClose={() => setIsCreating(false)} /> : null}
    </Card>
  );
}
