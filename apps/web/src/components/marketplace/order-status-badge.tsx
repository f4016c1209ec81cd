import { ORDER_STATUS_COLOURS, type OrderStatus } from '@careledger/shared';
import { CircleCheck, CircleSlash, Clock, type LucideIcon, PackageCheck, Truck, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

/** Spec 000 section 9: green, blue, yellow or grey, each drawn with the matching badge tone. */
const TONES = {
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  grey: 'neutral',
} as const satisfies Record<string, BadgeTone>;

const ICONS: Record<OrderStatus, LucideIcon> = {
  pending: Clock,
  confirmed: CircleCheck,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: CircleSlash,
  rejected: XCircle,
  failed: XCircle,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('marketplace');
  const colour = ORDER_STATUS_COLOURS[status];
  const Icon = ICONS[status];
  return (
    <Badge tone={TONES[colour]} data-colour={colour} data-testid="order-status">
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
