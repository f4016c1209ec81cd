import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { useTranslation } from '@/lib/i18n';
import { DEMO_PATIENT_ID } from '../demo/demo-patient';
import { startDemoBackend } from '../demo/start-demo-backend';
import { useBackendStatus } from '../hooks/use-backend-status';
import { ConnectionControls } from './connection-controls';
import { DemoNotice } from './demo-notice';
import { MemoryWorkspaceView } from './memory-workspace-view';

/** /infinite-memory-demo: the same four tabs over sample memories, run in the browser, sending nothing. */
export function InfiniteMemoryDemoScreen() {
  const { t } = useTranslation('memory');
  const head = useScreenHead('infiniteMemoryDemo');
  // The engine starts with the first call, after this screen has painted, and stops when it is left.
  const [backend] = useState(startDemoBackend);
  useEffect(() => () => backend.dispose?.(), [backend]);
  const { status, test } = useBackendStatus(backend);
  return (
    <>
      <PageHeader
        {...head}
        actions={
          <>
            <Badge tone="info" data-testid="memory-demo-badge">
              {t('demo.badge')}
            </Badge>
            <ConnectionControls status={status} onTest={test} />
          </>
        }
      />
      <DemoNotice />
      <MemoryWorkspaceView backend={backend} userId={DEMO_PATIENT_ID} isConnected={status === 'connected'} />
    </>
  );
}
