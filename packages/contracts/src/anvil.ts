import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { removePidFile, stopLeftoverNode, tiedToThisProcess, writePidFile } from './anvil-lifetime';
import { findStateToLoad } from './anvil-state-files';
import { createStateSaver } from './anvil-state-saver';
import { collectOutput, type OutputLog } from './process-output';

// Runs the local EVM node shipped inside the npm package @foundry-rs/anvil. The binary lives in a
// platform package (e.g. @foundry-rs/anvil-linux-amd64/bin/anvil) that npm installs as an optional dependency;
// no install script is needed, so it works with `--ignore-scripts` too.

export interface StartAnvilOptions {
  /** Port on 127.0.0.1; 0 (the default) lets the OS pick a free one. */
  port?: number;
  /**
   * Directory the chain lives in (created when missing). The node starts from the newest good saved state
   * there (state.json, else state.prev.json), its state is saved there after every mined block and on stop
   * (see anvil-state-files), and anvil.pid names it while it runs. A node a crashed process left running
   * there is stopped first.
   */
  stateDir?: string;
  /** Told when saving the state after a block fails (the next block, or `saveState`, tries again). */
  onSaveError?: (error: unknown) => void;
  chainId?: number;
  /** Mine a block every this many seconds instead of one per transaction (anvil `--block-time`). */
  blockTime?: number;
  /** How long to wait for the RPC to answer before giving up. */
  startupTimeoutMs?: number;
}

export interface AnvilInstance {
  rpcUrl: string;
  port: number;
  chainId: number;
  pid: number;
  /**
   * With a state directory: saves the state now unless no block was mined since the last save, and resolves
   * with a block number the saved state includes (what a caller may rely on surviving a crash).
   */
  saveState?: () => Promise<number>;
  /** Stops the node (SIGTERM, then SIGKILL after a grace period); with a state directory, saves first. */
  stop(): Promise<void>;
}

const LISTENING = /Listening on ([\d.]+):(\d+)/;
/** anvil prints this for every block it mines. */
const MINED = /^\s*Block Number: \d+/;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_LINES = 40;

/** Path of the anvil executable for this platform, resolved the same way as the package's own bin.mjs. */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url);
  const wrapperDir = dirname(require.resolve('@foundry-rs/anvil/package.json'));
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    return createRequire(resolve(wrapperDir, 'package.json')).resolve(`${platformPackage}/bin/${binary}`);
  } catch {
    throw new Error(
      `The anvil binary for ${process.platform}/${process.arch} is missing: ${platformPackage} is not installed.`,
    );
  }
}

export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? 31337;
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(chainId)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  const binary = resolveAnvilBinary();
  const stateDir = options.stateDir === undefined ? undefined : resolve(options.stateDir);
  if (stateDir !== undefined) {
    await mkdir(stateDir, { recursive: true });
    await stopLeftoverNode({ stateDir, binary });
    const saved = await findStateToLoad(stateDir);
    if (saved !== undefined) args.push('--load-state', saved);
  }

  const run = tiedToThisProcess(binary, args);
  // In the state directory: that is how a leftover node is recognised as ours (anvil-lifetime).
  const child = spawn(run.command, run.args, { cwd: stateDir, stdio: ['ignore', 'pipe', 'pipe'] });
  if (stateDir !== undefined && child.pid !== undefined) await writePidFile(stateDir, child.pid);
  const output = collectOutput(child, OUTPUT_TAIL_LINES);
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', () => resolveExit());
    child.once('error', () => resolveExit());
  });
  // Never leave an orphaned node behind if the parent process exits without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const isRunning = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  let saveState: (() => Promise<number>) | undefined;
  let isStopping = false;

  const stop = async () => {
    isStopping = true;
    process.off('exit', killOnExit);
    if (isRunning()) {
      if (saveState) await saveState().catch((error) => options.onSaveError?.(error));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    if (stateDir !== undefined && child.pid !== undefined) await removePidFile(stateDir, child.pid);
  };

  try {
    const port = await waitForListening(child, output, options.startupTimeoutMs ?? 30_000);
    const rpcUrl = `http://127.0.0.1:${port}`;
    await waitForChainId(rpcUrl, chainId, child, output, options.startupTimeoutMs ?? 30_000);
    if (stateDir !== undefined) {
      const save = createStateSaver({ rpcUrl, stateDir });
      saveState = save;
      output.onLine((line) => {
        if (!isStopping && MINED.test(line)) save().catch((error) => options.onSaveError?.(error));
      });
    }
    return { rpcUrl, port, chainId, pid: child.pid ?? 0, saveState, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForListening(child: ChildProcess, output: OutputLog, timeoutMs: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => fail(`anvil did not start listening within ${timeoutMs} ms`), timeoutMs);
    const onExit = (code: number | null) => fail(`anvil exited with code ${code} before listening`);
    function fail(reason: string) {
      clearTimeout(timer);
      child.off('exit', onExit);
      reject(new Error(`${reason}.\n${output.tail()}`));
    }
    child.once('exit', onExit);
    child.once('error', (error) => fail(`anvil could not be started: ${error.message}`));
    output.onLine((line) => {
      const match = LISTENING.exec(line);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolvePort(Number(match[2]));
    });
  });
}

async function waitForChainId(
  rpcUrl: string,
  chainId: number,
  child: ChildProcess,
  output: OutputLog,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result !== undefined && Number(body.result) === chainId) return;
      lastError = `eth_chainId answered ${JSON.stringify(body)}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
  throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId (${lastError}).\n${output.tail()}`);
}
