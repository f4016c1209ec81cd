import type { VoiceStockStatus } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE, STOCK_STATUS_COLOUR } from '@/lib/traffic-tone';

/** In stock, Low stock or Out of stock, in words and tint. */
export function StockBadge({ status }: { status: VoiceStockStatus }) {
  const { t } = useTranslation('voice');
  return (
    <Badge tone={BADGE_TONE[STOCK_STATUS_COLOUR[status]]} data-testid="stock-badge" data-status={status}>
      {t(`stockBadge.${status}`)}
    </Badge>
  );
}
