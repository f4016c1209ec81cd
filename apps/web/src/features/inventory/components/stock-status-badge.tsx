import type { StockStatus } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<StockStatus, BadgeTone> = { good: 'success', low: 'warning', critical: 'danger' };

export function StockStatusBadge({ status }: { status: StockStatus }) {
  const { t } = useTranslation('inventory');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
