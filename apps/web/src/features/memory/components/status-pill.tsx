import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SpinningIcon } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import type { BackendStatus } from '../hooks/use-backend-status';

const TONE: Record<BackendStatus, BadgeTone> = {
  testing: 'neutral',
  connected: 'success',
  disconnected: 'danger',
};

/** Testing, Connected or Disconnected; a status region, so a change is announced. */
export function StatusPill({ status }: { status: BackendStatus }) {
  const { t } = useTranslation('memory');
  return (
    <span role="status" className="inline-flex items-center">
      <span className="sr-only">{t('status.label')} </span>
      <Badge tone={TONE[status]} data-testid="memory-status" data-status={status}>
        {status === 'testing' ? <SpinningIcon className="size-3" /> : null}
        {t(`status.${status}`)}
      </Badge>
    </span>
  );
}
