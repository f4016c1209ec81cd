import type { ExpiryState } from '@careledger/shared';
import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<ExpiryState, string> = {
  expired: 'font-semibold text-red-700 dark:text-red-300',
  expiring: 'font-semibold text-amber-800 dark:text-amber-300',
};

/**
 * An item's expiry date, highlighted (colour, icon and words for screen readers) when the stock on hand has
 * expired or expires within the alert window.
 */
export function ExpiryDate({ expiry, state }: { expiry: string; state?: ExpiryState | null | undefined }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const date = format.date(expiry, 'date');
  if (!state) return <time dateTime={expiry}>{date}</time>;
  const label = t(state === 'expired' ? 'expiryState.expiredOn' : 'expiryState.expiringOn', { date });
  return (
    <span className={clsx('inline-flex items-center gap-1', TONES[state])} title={label}>
      <TriangleAlert aria-hidden="true" className="size-4" />
      <time dateTime={expiry}>{date}</time>
      <span className="sr-only">({t(`expiryState.${state}`)})</span>
    </span>
  );
}
