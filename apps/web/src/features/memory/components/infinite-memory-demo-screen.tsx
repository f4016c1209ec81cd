import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { createDemoBackend, DEMO_PATIENT_ID } from '../demo/create-demo-backend';
import { useBackendStatus } from '../hooks/use-backend-status';
import { ConnectionControls } from './connection-controls';
import { DemoNotice } from './demo-notice';
import { MemoryWorkspaceView } from './memory-workspace-view';

const createBackend = () => createDemoBackend();

/** /infinite-memory-demo: the same four tabs over sample memories, run in the browser, sending nothing. */
export function InfiniteMemoryDemoScreen() {
  const { t } = useTranslation('memory');
  const [backend] = useState(createBackend);
  const { status, test } = useBackendStatus(backend);
  return (
    <>
      <PageHeader
        title={t('demo.title')}
        description={t('subtitle')}
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
