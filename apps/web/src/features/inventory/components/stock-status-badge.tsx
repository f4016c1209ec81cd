import type { StockStatus } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<StockStatus, BadgeTone> = { good: 'success', low: 'warning', critical: 'danger' };

export function StockStatusBadge({ status }: { status: StockStatus }) {
  const { t } = useTranslation('inventory');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
