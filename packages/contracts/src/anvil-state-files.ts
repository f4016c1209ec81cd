import { link, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

// The chain's state on disk, written only by the process that runs the node (never by anvil itself, whose
// --state-interval writer truncates the file in place): each save goes to a temporary file, is fsynced and
// renamed over state.json, so state.json is always one whole save; state.prev.json keeps the save before it.

export const STATE_FILE = 'state.json';
export const PREVIOUS_STATE_FILE = 'state.prev.json';
const TEMPORARY_STATE_FILE = 'state.json.tmp';

/**
 * The newest copy of the state that parses (state.json, else state.prev.json), for anvil's --load-state;
 * undefined when there is none yet (a new chain). Throws when copies exist but none parses: starting a new
 * chain over them would silently drop the old one.
 */
export async function findStateToLoad(stateDir: string): Promise<string | undefined> {
  const damaged: string[] = [];
  for (const name of [STATE_FILE, PREVIOUS_STATE_FILE]) {
    const file = join(stateDir, name);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text === undefined) continue;
    if (isChainState(text)) return file;
    damaged.push(file);
  }
  if (damaged.length === 0) return undefined;
  throw new Error(
    `The chain state in ${stateDir} is damaged: ${damaged.join(' and ')} ${damaged.length > 1 ? 'are' : 'is'} not a readable anvil state. ` +
      `Restore ${join(stateDir, STATE_FILE)} from a backup, or move the directory away to start a new chain (a database that indexed the old one will then refuse it).`,
  );
}

function isChainState(text: string): boolean {
  try {
    const state = JSON.parse(text) as unknown;
    return typeof state === 'object' && state !== null && 'accounts' in state && 'blocks' in state;
  } catch {
    return false;
  }
}

/**
 * Replaces state.json with `json` atomically: write a temporary file, fsync it, keep the current state.json
 * as state.prev.json (a hard link, so state.json exists at every moment), rename, fsync the directory.
 */
export async function writeStateFile(stateDir: string, json: string | Uint8Array): Promise<void> {
  const current = join(stateDir, STATE_FILE);
  const previous = join(stateDir, PREVIOUS_STATE_FILE);
  const temporary = join(stateDir, TEMPORARY_STATE_FILE);
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(json);
    await file.sync();
  } finally {
    await file.close();
  }
  await rm(previous, { force: true });
  await link(current, previous).catch((error: NodeJS.ErrnoException) => {
    // No state.json yet (the first save); on a file system without hard links, go without the previous copy.
    if (error.code !== 'ENOENT' && error.code !== 'EPERM' && error.code !== 'ENOTSUP') throw error;
  });
  await rename(temporary, current);
  await syncDirectory(stateDir);
}

/** Makes the renames durable; not possible on every platform (Windows), where it is skipped. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => {});
  } finally {
    await handle.close();
  }
}
