import { renderWithProviders } from '@/testing/render';
import { MemoryWorkspaceView } from '../components/memory-workspace-view';
import type { MemoryBackend } from '../lib/memory-backend';
import { PATIENT_ID } from './memory-fixtures';

interface WorkspaceOptions {
  userId?: string | null;
  isConnected?: boolean;
}

/** The error alert and four tabs over a backend, as a screen shows them for one patient. */
export function renderWorkspace(
  backend: MemoryBackend,
  { userId = PATIENT_ID, isConnected = true }: WorkspaceOptions = {},
) {
  return renderWithProviders(
    <MemoryWorkspaceView backend={backend} userId={userId} isConnected={isConnected} />,
  );
}
