import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getContract, keccak256, parseEther, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('keeps contracts, storage, blocks and logs in the state file across a stop and a start', async () => {
    const stateFile = join(await makeTempDir(), 'chain', 'state.json');
    const metadataHash = keccak256(toHex('persisted product'));

    const first = await start({ stateFile });
    const before = createClients(first.rpcUrl);
    const address = await deployMarketplace(before.wallet(0), before.publicClient);
    const market = getContract({ address, abi: marketplaceAbi, client: { wallet: before.wallet(1) } });
    const listed = await mined(before, market.write.listProduct([parseEther('0.5'), 12n, metadataHash]));
    await first.stop();
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const second = await start({ stateFile });
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

  it('fails with anvil’s own message when the node cannot start', async () => {
    const taken = await start();
    await expect(startAnvil({ port: taken.port })).rejects.toThrow(/exited/);

    const stateFile = join(await makeTempDir(), 'state.json');
    await writeFile(stateFile, '{not json');
    await expect(startAnvil({ stateFile })).rejects.toThrow(/failed to parse json file/);
  });
});
