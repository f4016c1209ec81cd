import { createContext, useContext } from 'react';
import type { MemoryWorkspace } from './use-memory-workspace';

export const MemoryWorkspaceContext = createContext<MemoryWorkspace | null>(null);

/** The workspace of the screen around: each tab and entry reads what it needs itself. */
export function useWorkspace(): MemoryWorkspace {
  const workspace = useContext(MemoryWorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs a MemoryWorkspaceProvider around it.');
  return workspace;
}
