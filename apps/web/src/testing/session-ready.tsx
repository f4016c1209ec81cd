import { screen } from '@testing-library/react';
import { useSession } from '@/hooks/use-session';

/**
 * Rendered beside a component under test, it appears once the session has loaded. Components read the session
 * asynchronously, so a test waits for it (`waitForSession`) before saying what a role does not see: before
 * then every permission reads as missing and an absent button proves nothing.
 */
export function SessionReady() {
  const { session, isLoading } = useSession();
  if (isLoading) return null;
  return <span hidden data-testid="session-ready" data-role={session?.account.role ?? 'visitor'} />;
}

/** The role the session loaded with ('visitor' when signed out), once it has. */
export async function waitForSession() {
  const probe = await screen.findByTestId('session-ready');
  return probe.dataset.role;
}
