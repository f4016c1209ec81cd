import type { ExpiryState } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<ExpiryState, BadgeTone> = { expired: 'danger', expiring: 'warning' };

/** Beside the stock status: stock on hand that has expired, or expires within the alert window. */
export function ExpiryStateBadge({ state }: { state: ExpiryState }) {
  const { t } = useTranslation('inventory');
  return (
    <Badge tone={TONES[state]} data-testid="expiry-state">
      {t(`expiryState.${state}`)}
    </Badge>
  );
}
