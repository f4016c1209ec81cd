import { useCallback, useState } from 'react';
import { NoUserIdError } from '../lib/no-user-id-error';

/**
 * Spec 001 section 4: every action clears the error, sets loading, shows the error on failure and clears
 * loading. An action needs the patient's id (section 5): without one it fails with "No user ID set" at once.
 * `run` resolves to the action's result, or undefined when it failed.
 */
/** Runs one memory action for the current patient; undefined when it failed (the error is then shown). */
export type RunMemoryAction = <T>(action: (userId: string) => Promise<T>) => Promise<T | undefined>;

export function useMemoryRun(userId: string | null) {
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<unknown>(null);

  const run: RunMemoryAction = useCallback(
    async <T>(action: (userId: string) => Promise<T>): Promise<T | undefined> => {
      setError(null);
      if (!userId) {
        setError(new NoUserIdError());
        return undefined;
      }
      setRunning((count) => count + 1);
      try {
        return await action(userId);
      } catch (failure) {
        setError(failure ?? new Error());
        return undefined;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [userId],
  );

  return { isLoading: running > 0, error, run };
}
