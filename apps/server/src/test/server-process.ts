import { type ChildProcess, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { collectOutput } from '@careledger/contracts/node';
import { REPO_ROOT } from '../config';
import { LOCK_FILE_NAME, LOCK_STALE_MS } from '../lib/lock';

// A real CareLedger server in its own process (`node --import tsx apps/server/src/server.ts`), for tests that
// must do what only a process can: be killed.

export interface ServerProcess {
  url: string;
  pid: number;
  /** The embedded chain's own RPC address, from the start-up log. */
  chainRpcUrl: string | undefined;
  /** Everything the server printed so far (its last 200 lines). */
  output(): string;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const OUTPUT_LINES = 200;

/** Starts a server on DATA_DIR `dataDir` and a free port; resolves once it listens, rejects if it exits first. */
export async function startServerProcess({
  dataDir,
  env = {},
}: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = collectOutput(child, OUTPUT_LINES);
  let chainRpcUrl: string | undefined;
  log.onLine((line) => {
    chainRpcUrl ??= /"rpcUrl":"([^"]+)","msg":"started the embedded chain"/.exec(line)?.[1];
  });
  const output = () => log.lines.join('\n');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the server exited with code ${code} before listening:\n${output()}`));
    child.once('exit', onExit);
    child.stdout?.on('data', () => {
      const match = /CareLedger is running at (http:\/\/\S+)/.exec(output());
      if (!match?.[1]) return;
      child.off('exit', onExit);
      resolve(match[1]);
    });
  });
  return {
    url,
    pid: child.pid ?? 0,
    get chainRpcUrl() {
      return chainRpcUrl;
    },
    output,
    async kill(signal) {
      if (isRunning(child)) child.kill(signal);
      await exited;
    },
  };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Waits until the data-directory lock a killed server left behind is stale, so a new server may take it. */
export async function waitForStaleLock(dataDir: string): Promise<void> {
  const lock = await stat(path.join(dataDir, LOCK_FILE_NAME)).catch(() => undefined);
  if (!lock) return;
  const wait = lock.mtimeMs + LOCK_STALE_MS + 500 - Date.now();
  if (wait > 0) await new Promise((wake) => setTimeout(wake, wait));
}
