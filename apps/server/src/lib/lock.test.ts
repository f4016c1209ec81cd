import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'careledger-lock-')), 'data');
    dirs.push(path.dirname(dir));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the data directory and holds the lock inside it', async () => {
    const dataDir = freshDir();
    const lock = await lockDataDir({ dataDir });
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    await lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second lock on the same directory with a message saying what to do', async () => {
    const dataDir = freshDir();
    const first = await lockDataDir({ dataDir });
    const second = lockDataDir({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir({ dataDir })).rejects.toThrow(
      `Another CareLedger server is already using the data directory ${dataDir} (lock held). ` +
        'Stop it, or start this one with a different DATA_DIR.',
    );
    await first.release();
    const again = await lockDataDir({ dataDir });
    await again.release();
  });

  it('lets two servers use two different directories', async () => {
    const a = await lockDataDir({ dataDir: freshDir() });
    const b = await lockDataDir({ dataDir: freshDir() });
    await a.release();
    await b.release();
    await a.release();
  });
});
