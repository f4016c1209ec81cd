import type { PurchaseOrderStatus } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<PurchaseOrderStatus, BadgeTone> = {
  pending: 'warning',
  sent: 'info',
  confirmed: 'brand',
  partially_received: 'info',
  received: 'success',
  cancelled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('inventory');
  return <Badge tone={TONES[status]}>{t(`orders.status.${status}`)}</Badge>;
}
