import { useDeferredValue, useState } from 'react';
import { createLiveBackend } from '@/api/memory/create-live-backend';
import { PatientSelect } from '@/components/patient-select';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useBackendStatus } from '../hooks/use-backend-status';
import { useMemoryPatient } from '../hooks/use-memory-patient';
import type { MemoryBackend } from '../lib/memory-backend';
import { ConnectionControls } from './connection-controls';
import { MemoryWorkspaceView } from './memory-workspace-view';

const createBackend = (): MemoryBackend => createLiveBackend();

/**
 * /infinite-memory: the companion over /api/memory, for a patient (their own memories) or a carer (the patient
 * chosen). The route gates it on `memory.use`.
 */
export function InfiniteMemoryScreen() {
  const { t } = useTranslation(['memory', 'translation']);
  const head = useScreenHead('infiniteMemory');
  const [backend] = useState(createBackend);
  const { status, test } = useBackendStatus(backend);
  const { userId, patients, choose, isPending } = useMemoryPatient();
  // The tabs are the screen's largest render: once the patients are in, they (and the patient select) render in
  // the background, in slices that leave the page responsive, while the spinner stays.
  const isWaiting = useDeferredValue(isPending);
  const shownPatients = useDeferredValue(patients);
  return (
    <>
      <PageHeader {...head} actions={<ConnectionControls status={status} onTest={test} />} />
      {shownPatients ? (
        <div className="mb-6">
          <PatientSelect
            namespace="memory"
            patients={shownPatients}
            value={userId}
            onChange={choose}
            data-testid="memory-patient"
          />
        </div>
      ) : null}
      {isWaiting ? (
        <Spinner label={t('translation:common.loading')} />
      ) : (
        <MemoryWorkspaceView
          key={userId ?? 'none'}
          backend={backend}
          userId={userId}
          isConnected={status === 'connected'}
        />
      )}
    </>
  );
}
