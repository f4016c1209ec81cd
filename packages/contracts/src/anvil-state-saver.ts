import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { writeStateFile } from './anvil-state-files';

const gunzipAsync = promisify(gunzip);

/**
 * Saves the node's state to the state directory: `anvil_dumpState` (gzipped JSON, hex-encoded) unpacked into the
 * plain JSON that --load-state reads, written atomically. Saves run one at a time; a call while one runs shares
 * the next save (so it starts after the call), and a call with no new block since the last save writes nothing.
 * Resolves with a block number the saved state includes.
 */
export function createStateSaver({ rpcUrl, stateDir }: { rpcUrl: string; stateDir: string }) {
  let tail: Promise<unknown> = Promise.resolve();
  let next: Promise<number> | undefined;
  let saved: { number: number; hash: string } | undefined;

  const saveNow = async (): Promise<number> => {
    // Read before the dump: the dump holds this block, perhaps later ones too (a later call then saves again).
    const latest = await callRpc<{ number: string; hash: string }>(rpcUrl, 'eth_getBlockByNumber', [
      'latest',
      false,
    ]);
    if (saved?.hash === latest.hash) return saved.number;
    const dump = await callRpc<string>(rpcUrl, 'anvil_dumpState');
    await writeStateFile(stateDir, await gunzipAsync(Buffer.from(dump.slice(2), 'hex')));
    saved = { number: Number(latest.number), hash: latest.hash };
    return saved.number;
  };

  return function saveState(): Promise<number> {
    if (next) return next;
    const run = tail.then(() => {
      next = undefined;
      return saveNow();
    });
    next = run;
    tail = run.catch(() => {});
    return run;
  };
}

async function callRpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.result === undefined || body.result === null) {
    throw new Error(`anvil answered ${method} with ${JSON.stringify(body.error ?? body)}`);
  }
  return body.result;
}
