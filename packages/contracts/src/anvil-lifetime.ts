import { accessSync, constants } from 'node:fs';
import { readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

// The node lives and dies with the process that started it. On Linux it is started through util-linux's
// `setpriv --pdeathsig KILL`, which sets PR_SET_PDEATHSIG and execs anvil: the kernel kills the node when its
// parent dies, even by SIGKILL (Node cannot set that flag on a child itself; the kernel ties it to the thread
// that spawned the node, so start it from the main thread). Where setpriv is missing, and as
// a second line everywhere, anvil.pid in the state directory names the node running there, and the next start
// stops a node a crashed process left behind before running its own: two nodes never share one directory.

export const PID_FILE = 'anvil.pid';
const EXIT_WAIT_MS = 5_000;

/** The command and arguments that run `binary` so that it is killed when this process dies, where possible. */
export function tiedToThisProcess(binary: string, args: string[]): { command: string; args: string[] } {
  const setpriv = process.platform === 'linux' ? findOnPath('setpriv') : undefined;
  if (!setpriv) return { command: binary, args };
  return { command: setpriv, args: ['--pdeathsig', 'KILL', '--', binary, ...args] };
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

export async function writePidFile(stateDir: string, pid: number): Promise<void> {
  await writeFile(join(stateDir, PID_FILE), `${pid}\n`);
}

/** Removes anvil.pid if it names `pid` (a later start may have replaced it with its own). */
export async function removePidFile(stateDir: string, pid: number): Promise<void> {
  if ((await readPidFile(stateDir)) === pid) await rm(join(stateDir, PID_FILE), { force: true });
}

async function readPidFile(stateDir: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(join(stateDir, PID_FILE), 'utf8').catch(() => ''), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Stops the node a crashed process left in `stateDir`, if anvil.pid names one that is still running and is
 * really ours: its command is the anvil binary and its working directory is the state directory (nodes are
 * started there). A pid reused by any other process is left alone. Returns the pid stopped, if any.
 */
export async function stopLeftoverNode({
  stateDir,
  binary,
}: {
  stateDir: string;
  binary: string;
}): Promise<number | undefined> {
  const pid = await readPidFile(stateDir);
  if (pid === undefined) return undefined;
  if (!(await isAnvilIn({ pid, stateDir, binary }))) return undefined;
  // SIGKILL: the node's state on disk is whatever the crashed process last saved; nothing of the orphan's is wanted.
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + EXIT_WAIT_MS;
  while (isRunning(pid)) {
    if (Date.now() > deadline)
      throw new Error(`The leftover anvil node (pid ${pid}) in ${stateDir} did not stop.`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
  return pid;
}

/** Linux: /proc tells a process's command line and working directory. Elsewhere nothing is proven ours. */
async function isAnvilIn({ pid, stateDir, binary }: { pid: number; stateDir: string; binary: string }) {
  try {
    const [command] = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    const cwd = await readlink(`/proc/${pid}/cwd`);
    return command === binary && cwd === (await realpath(stateDir));
  } catch {
    return false;
  }
}

/** Whether a process with this pid exists (one owned by another user counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
