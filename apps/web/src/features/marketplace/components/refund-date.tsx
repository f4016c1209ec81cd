import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

/**
 * When the buyer of a confirmed order may cancel it for a refund if the seller does not ship (the contract's
 * shipping timeout): "from <date>" before it, "since <date>" beside the action once it has passed.
 */
export function RefundDate({ date, hasPassed }: { date: string; hasPassed: boolean }) {
  const { t } = useTranslation('marketplace');
  const format = useFormat();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="refund-date">
      {t(hasPassed ? 'orders.refund.since' : 'orders.refund.from', { date: format.date(date) })}
    </p>
  );
}
