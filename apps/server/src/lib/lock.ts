import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export const LOCK_FILE_NAME = '.careledger.lock';
/** A lock not refreshed for this long belongs to a dead process and is taken over. */
export const LOCK_STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(readonly dataDir: string) {
    super(
      `Another CareLedger server is already using the data directory ${dataDir} (lock held). ` +
        'Stop it, or start this one with a different DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release: () => Promise<void>;
}

export interface LockDataDirOptions {
  dataDir: string;
  /** Called if another process takes over the lock while we hold it (e.g. the machine was suspended). */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes an exclusive lock on the data directory: PGlite does not lock its files, and two servers writing one
 * directory would corrupt it. The lock is a directory created atomically inside DATA_DIR and refreshed while
 * held, so a lock left by a crashed process goes stale and is taken over after a few seconds.
 */
export async function lockDataDir({ dataDir, onCompromised }: LockDataDirOptions): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_FILE_NAME),
      stale: LOCK_STALE_MS,
      update: 2_000,
      realpath: false,
      ...(onCompromised ? { onCompromised } : {}),
    });
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await release();
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
