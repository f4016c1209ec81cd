import { allowedPurchaseOrderActions, type PurchaseOrder } from '@careledger/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { type SimpleOrderAction, useTransitionPurchaseOrder } from '../api/transition-purchase-order';
import { OrderStatusBadge } from './order-status-badge';

const td = 'px-3 py-3 align-top';

interface OrderRowProps {
  order: PurchaseOrder;
  onReceive: () => void;
}

/**
 * One purchase order with only the actions its status allows (pending -> sent -> confirmed -> partially
 * received -> received). A role without orders.manage has no actions cell (the table drops the column). Cancel
 * asks first: it cannot be taken back.
 */
export function OrderRow({ order, onReceive }: OrderRowProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const toast = useToast();
  const canManage = useCan('orders.manage');
  const transition = useTransitionPurchaseOrder();
  const [isAskingCancel, setAskingCancel] = useState(false);
  const run = (action: SimpleOrderAction) =>
    transition.mutate(
      { id: order.id, action },
      {
        onSuccess: () => {
          setAskingCancel(false);
          toast.success(t(`orders.done.${action}`));
        },
        onError: (error) => (action === 'cancel' ? undefined : toast.error(errorMessage(error))),
      },
    );
  const orderId = t('orders.orderId', { id: order.id });
  const askCancel = () => {
    transition.reset();
    setAskingCancel(true);
  };
  return (
    <tr data-testid="order-row" data-order-id={order.id} data-status={order.status}>
      <th
        scope="row"
        className={`${td} font-mono font-medium whitespace-nowrap text-slate-900 dark:text-slate-100`}
      >
        {orderId}
        <span className="block font-sans text-xs font-normal text-slate-600 dark:text-slate-400">
          {t(`orders.source.${order.source}`)}
        </span>
      </th>
      <td className={td}>{order.supplierName}</td>
      <td className={td}>
        <ul className="space-y-0.5">
          {order.lines.map((line) => (
            <li key={line.id}>
              {t('orders.line', { item: line.itemName, quantity: line.quantity })}
              {line.receivedQuantity > 0 ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('orders.lineReceived', { received: line.receivedQuantity, quantity: line.quantity })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </td>
      <td className={`${td} text-right tabular-nums`}>{format.money(order.totalAmount)}</td>
      <td className={`${td} whitespace-nowrap`}>
        <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
      </td>
      <td className={td}>
        <OrderStatusBadge status={order.status} />
      </td>
      {canManage ? (
        <td className={td}>
          <div className="flex flex-wrap gap-1">
            {allowedPurchaseOrderActions(order.status).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'cancel' ? 'ghost' : 'secondary'}
                disabled={transition.isPending}
                onClick={() =>
                  action === 'receive' ? onReceive() : action === 'cancel' ? askCancel() : run(action)
                }
              >
                {t(`orders.actions.${action}`)}
              </Button>
            ))}
          </div>
          <ConfirmDialog
            open={isAskingCancel}
            variant="danger"
            title={t('orders.cancelTitle', { id: orderId })}
            description={t('orders.cancelDescription')}
            confirmLabel={t('orders.cancelConfirm')}
            pendingLabel={t('orders.cancelling')}
            cancelLabel={t('orders.keepOrder')}
            closeLabel={t('close')}
            onConfirm={() => run('cancel')}
            onCancel={() => setAskingCancel(false)}
            isPending={transition.isPending}
            error={
              transition.error && transition.variables?.action === 'cancel'
                ? errorMessage(transition.error)
                : null
            }
            data-testid="cancel-order-confirm"
          />
        </td>
      ) : null}
    </tr>
  );
}
