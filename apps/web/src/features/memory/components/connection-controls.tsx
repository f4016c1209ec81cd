import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import type { BackendStatus } from '../hooks/use-backend-status';
import { StatusPill } from './status-pill';

interface ConnectionControlsProps {
  status: BackendStatus;
  onTest: () => void;
}

/** The header's status pill and Test Connection. */
export function ConnectionControls({ status, onTest }: ConnectionControlsProps) {
  const { t } = useTranslation('memory');
  return (
    <div className="flex items-center gap-3">
      <StatusPill status={status} />
      <Button variant="secondary" size="sm" onClick={onTest} disabled={status === 'testing'}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('status.test')}
      </Button>
    </div>
  );
}
