import { MemoryWorkspaceContext } from '../hooks/memory-workspace-context';
import { useMemoryWorkspace } from '../hooks/use-memory-workspace';
import type { MemoryBackend } from '../lib/memory-backend';
import { MemoryErrorAlert } from './memory-error-alert';
import { MemoryTabs } from './memory-tabs';

interface MemoryWorkspaceViewProps {
  backend: MemoryBackend;
  userId: string | null;
  isConnected: boolean;
}

/**
 * The error alert and the four tabs over one patient's workspace. Screens mount it keyed by the patient, so
 * choosing another starts from that patient's own history, tasks and report.
 */
export function MemoryWorkspaceView({ backend, userId, isConnected }: MemoryWorkspaceViewProps) {
  const workspace = useMemoryWorkspace(backend, userId, isConnected);
  return (
    <MemoryWorkspaceContext value={workspace}>
      <div className="space-y-4">
        <MemoryErrorAlert />
        <MemoryTabs />
      </div>
    </MemoryWorkspaceContext>
  );
}
