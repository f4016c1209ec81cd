import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getContract, keccak256, parseEther, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning as isAlive } from '../src/anvil-lifetime';
import { devAccounts, marketplaceAbi, marketplaceDeployedBytecode } from '../src/index';
import { type AnvilInstance, deployMarketplace, type StartAnvilOptions, startAnvil } from '../src/node';
import { createClients, mined } from './helpers';

const running: AnvilInstance[] = [];
const tempDirs: string[] = [];

async function start(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const anvil = await startAnvil(options);
  running.push(anvil);
  return anvil;
}

async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'careledger-anvil-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((anvil) => anvil.stop()));
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

describe('startAnvil', () => {
  it('keeps contracts, storage, blocks and logs in the state directory across a stop and a start', async () => {
    const stateDir = join(await makeTempDir(), 'chain');
    const stateFile = join(stateDir, 'state.json');
    const metadataHash = keccak256(toHex('persisted product'));

    const first = await start({ stateDir });
    const before = createClients(first.rpcUrl);
    const address = await deployMarketplace(before.wallet(0), before.publicClient);
    const market = getContract({ address, abi: marketplaceAbi, client: { wallet: before.wallet(1) } });
    const listed = await mined(before, market.write.listProduct([parseEther('0.5'), 12n, metadataHash]));
    await first.stop();
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const second = await start({ stateDir });
    expect(second.port).not.toBe(0);
    const after = createClients(second.rpcUrl);
    expect(await after.publicClient.getCode({ address })).toBe(marketplaceDeployedBytecode);
    const reader = getContract({ address, abi: marketplaceAbi, client: after.publicClient });
    expect(await reader.read.productCount()).toBe(1n);
    expect(await reader.read.products([1n])).toEqual([
      devAccounts[1]?.address,
      true,
      parseEther('0.5'),
      12n,
      metadataHash,
    ]);
    // The indexer relies on history too: the same block hash and the same logs after the restart.
    const block = await after.publicClient.getBlock({ blockNumber: listed.blockNumber });
    expect(block.hash).toBe(listed.blockHash);
    const logs = await reader.getEvents.ProductListed({}, { fromBlock: 0n });
    expect(logs.map((log) => [log.transactionHash, log.args.productId])).toEqual([
      [listed.transactionHash, 1n],
    ]);

    // New transactions continue from the restored nonces and state.
    const next = getContract({ address, abi: marketplaceAbi, client: { wallet: after.wallet(1) } });
    await mined(after, next.write.listProduct([parseEther('1'), 1n, metadataHash]));
    expect(await reader.read.productCount()).toBe(2n);
  });

  it('starts nodes on free ports with the requested chain id and the well-known dev accounts', async () => {
    const [a, b] = await Promise.all([start(), start({ chainId: 1337 })]);
    expect(a?.port).toBeGreaterThan(0);
    expect(b?.port).toBeGreaterThan(0);
    expect(a?.port).not.toBe(b?.port);
    expect(a?.rpcUrl).toBe(`http://127.0.0.1:${a?.port}`);
    expect(await rpc(a?.rpcUrl ?? '', 'eth_chainId')).toBe('0x7a69');
    expect(await rpc(b?.rpcUrl ?? '', 'eth_chainId')).toBe('0x539');
    expect(b?.chainId).toBe(1337);
    const accounts = (await rpc(a?.rpcUrl ?? '', 'eth_accounts')) as string[];
    expect(accounts).toEqual(devAccounts.map((account) => account.address.toLowerCase()));
  });

  it('stops the node, and stopping twice is harmless', async () => {
    const anvil = await start();
    await anvil.stop();
    await anvil.stop();
    await expect(rpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow();
  });

  it('fails with a message saying why when the node cannot start', async () => {
    const taken = await start();
    await expect(startAnvil({ port: taken.port })).rejects.toThrow(/exited/);

    const stateDir = await makeTempDir();
    await writeFile(join(stateDir, 'state.json'), '{not json');
    await expect(startAnvil({ stateDir })).rejects.toThrow(/state\.json is not a readable anvil state/);
  });
});

describe('startAnvil with a state directory, when things go wrong', () => {
  /** The head block of a saved state; -1 before the first save. */
  const savedBlock = async (file: string) => {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return -1;
    return Number((JSON.parse(text) as { best_block_number: string }).best_block_number);
  };

  it('saves the state after every mined block, so a node killed without a stop loses nothing', async () => {
    const stateDir = await makeTempDir();
    const first = await start({ stateDir });
    const clients = createClients(first.rpcUrl);
    const address = await deployMarketplace(clients.wallet(0), clients.publicClient);
    const market = getContract({ address, abi: marketplaceAbi, client: { wallet: clients.wallet(1) } });
    const listed = await mined(clients, market.write.listProduct([parseEther('1'), 5n, keccak256('0x01')]));
    await eventually(async () => (await savedBlock(join(stateDir, 'state.json'))) >= listed.blockNumber);
    process.kill(first.pid, 'SIGKILL');

    const second = await start({ stateDir });
    const reader = getContract({
      address,
      abi: marketplaceAbi,
      client: createClients(second.rpcUrl).publicClient,
    });
    expect(await reader.read.productCount()).toBe(1n);
    // The save before the last one is kept too. It may already hold the listing's block: a save begun for the
    // block before can dump the state after the next block is mined, and the next block's save then follows it.
    const previous = await savedBlock(join(stateDir, 'state.prev.json'));
    expect(previous).toBeGreaterThanOrEqual(0);
    expect(previous).toBeLessThanOrEqual(Number(listed.blockNumber));
  });

  it('starts from state.prev.json when state.json is damaged', async () => {
    const stateDir = await makeTempDir();
    const first = await start({ stateDir });
    const clients = createClients(first.rpcUrl);
    await deployMarketplace(clients.wallet(0), clients.publicClient);
    // Two saves of two different blocks, so state.prev.json surely exists. The automatic saves after each
    // block may coalesce with these or hold a later block than they asked for (a dump can include blocks mined
    // meanwhile), so the previous state is one save behind: never ahead of the last, and readable.
    await first.saveState?.();
    await clients.testClient.mine({ blocks: 1 });
    const saved = await first.saveState?.();
    await first.stop();
    const previous = await savedBlock(join(stateDir, 'state.prev.json'));
    expect(previous).toBeGreaterThan(0);
    expect(previous).toBeLessThanOrEqual(saved ?? 0);
    await writeFile(join(stateDir, 'state.json'), '{"accounts": {"0x');

    const second = await start({ stateDir });
    expect(await createClients(second.rpcUrl).publicClient.getBlockNumber()).toBe(BigInt(previous));
  });

  it('stops a node a crashed process left in its state directory before starting its own', async () => {
    const stateDir = await makeTempDir();
    const leftover = await start({ stateDir });
    const second = await start({ stateDir });
    expect(isAlive(leftover.pid)).toBe(false);
    await expect(rpc(leftover.rpcUrl, 'eth_chainId')).rejects.toThrow();
    expect(await readFile(join(stateDir, 'anvil.pid'), 'utf8')).toBe(`${second.pid}\n`);
    expect(await rpc(second.rpcUrl, 'eth_chainId')).toBe('0x7a69');
  });

  it('leaves alone a process that anvil.pid names but is not its node', async () => {
    const stateDir = await makeTempDir();
    await writeFile(join(stateDir, 'anvil.pid'), `${process.pid}\n`);
    const anvil = await start({ stateDir });
    expect(isAlive(process.pid)).toBe(true);
    expect(await readFile(join(stateDir, 'anvil.pid'), 'utf8')).toBe(`${anvil.pid}\n`);
  });

  it('dies with the process that started it, even one killed by SIGKILL', async () => {
    const stateDir = await makeTempDir();
    const script = `import { startAnvil } from ${JSON.stringify(new URL('../src/anvil.ts', import.meta.url).href)};
const anvil = await startAnvil({ stateDir: ${JSON.stringify(stateDir)} });
console.log('anvil pid', anvil.pid);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolvePid, reject) => {
      parent.stdout?.on('data', (chunk: Buffer) => {
        const match = /anvil pid (\d+)/.exec(chunk.toString());
        if (match) resolvePid(Number(match[1]));
      });
      parent.once('exit', (code) => reject(new Error(`the parent exited with ${code}`)));
    });
    expect(isAlive(pid)).toBe(true);
    parent.kill('SIGKILL');
    await eventually(async () => !isAlive(pid));
  });
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((wake) => setTimeout(wake, 20));
  }
}
