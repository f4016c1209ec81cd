import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { displayStatus, STATUS_TONE } from '../lib/tag-status';

/** A tag's status in words, tinted like its dot; an unknown status shows as inactive. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('rfid');
  const shown = displayStatus(status);
  return (
    <Badge tone={STATUS_TONE[shown]} data-testid="rfid-status">
      {t(`status.${shown}`)}
    </Badge>
  );
}
