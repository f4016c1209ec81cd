import type { RestockingRequest } from '@careledger/shared';
import { useId } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import { useTranslation } from '@/lib/i18n';
import { RestockingActions } from './restocking-actions';
import { RestockingStatusBadge } from './restocking-status-badge';
import { UrgencyBadge } from './urgency-badge';

/** One request: medicine, reason, urgency, status, stock then and now, quantity, date, and its actions. */
export function RestockingRequestItem({ request }: { request: RestockingRequest }) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const format = useFormat();
  const id = useId();
  const facts = [
    { term: t('restocking.currentStock'), value: request.currentStock, testId: 'current-stock' },
    { term: t('restocking.stockNow'), value: request.stockNow, testId: 'stock-now' },
    {
      term: t('restocking.requestedQuantity'),
      value: request.requestedQuantity,
      testId: 'requested-quantity',
    },
  ];
  return (
    <li
      aria-labelledby={id}
      data-testid="restocking-request"
      data-request-id={request.requestId}
      data-status={request.status}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="font-semibold text-slate-900 dark:text-slate-50">
          {request.medicineName}
        </h3>
        <div className="flex flex-wrap gap-2">
          <UrgencyBadge urgency={request.urgencyLevel} />
          <RestockingStatusBadge status={request.status} />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">{t('restocking.reason')}:</span> {words.restockingReason(request)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.testId}>
            <dt className="text-slate-600 dark:text-slate-400">{fact.term}</dt>
            <dd className="font-medium tabular-nums" data-testid={fact.testId}>
              {format.number(fact.value)}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('restocking.created')}</dt>
          <dd className="font-medium">
            <time dateTime={request.createdAt}>{format.date(request.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {request.purchaseOrderId !== null ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="purchase-order">
          {t('restocking.purchaseOrder', { id: request.purchaseOrderId })}
        </p>
      ) : null}
      <RestockingActions request={request} />
    </li>
  );
}
