import type { RestockingStatus } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<RestockingStatus, BadgeTone> = {
  pending: 'neutral',
  scheduled: 'info',
  fulfilled: 'success',
};

export function RestockingStatusBadge({ status }: { status: RestockingStatus }) {
  const { t } = useTranslation('medicine');
  return (
    <Badge tone={TONE[status]} data-testid="restocking-status">
      {t(`restocking.status.${status}`)}
    </Badge>
  );
}
