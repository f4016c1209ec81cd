import { describe, expect, it, vi } from 'vitest';
import type { JsonRpcRequest } from './rpc-allowlist';
import { batchTooLarge, checkLogRange, MAX_LOG_BLOCKS, MAX_RPC_BATCH } from './rpc-limits';

const getLogs = (filter: unknown): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id: 7,
  method: 'eth_getLogs',
  params: [filter],
});
const hex = (n: number) => `0x${n.toString(16)}`;
const headAt = (block: number) => vi.fn(async () => BigInt(block));

describe('the eth_getLogs range limit', () => {
  it(`lets ${MAX_LOG_BLOCKS} blocks through and refuses one more, naming the limit`, async () => {
    expect(
      await checkLogRange(getLogs({ fromBlock: '0x0', toBlock: hex(MAX_LOG_BLOCKS - 1) }), headAt(0)),
    ).toBe(null);
    const refused = await checkLogRange(
      getLogs({ fromBlock: '0x0', toBlock: hex(MAX_LOG_BLOCKS) }),
      headAt(0),
    );
    expect(refused).toMatchObject({ id: 7, error: { code: -32005, data: { limit: MAX_LOG_BLOCKS } } });
    expect(refused?.error?.message).toContain(`at most ${MAX_LOG_BLOCKS} blocks`);
    expect(refused?.error?.message).toContain(`spans ${MAX_LOG_BLOCKS + 1}`);
  });

  it('asks for the head only when a tag needs it', async () => {
    const head = headAt(100);
    await checkLogRange(getLogs({ fromBlock: '0x1', toBlock: '0x2' }), head);
    expect(head).not.toHaveBeenCalled();
  });

  it('resolves earliest as block 0 and latest, pending, safe, finalized or nothing as the head', async () => {
    for (const tag of ['latest', 'pending', 'safe', 'finalized', undefined]) {
      expect(
        await checkLogRange(getLogs({ fromBlock: 'earliest', toBlock: tag }), headAt(MAX_LOG_BLOCKS - 1)),
      ).toBe(null);
      expect(
        (await checkLogRange(getLogs({ fromBlock: 'earliest', toBlock: tag }), headAt(MAX_LOG_BLOCKS)))?.error
          ?.code,
      ).toBe(-32005);
    }
    // No range at all is the head block alone.
    expect(
      await checkLogRange(getLogs({ address: '0x0000000000000000000000000000000000000001' }), headAt(9e6)),
    ).toBe(null);
  });

  it('lets a query by block hash through, but not one that also names a range', async () => {
    const blockHash = `0x${'ab'.repeat(32)}`;
    expect(await checkLogRange(getLogs({ blockHash }), headAt(0))).toBe(null);
    expect((await checkLogRange(getLogs({ blockHash, fromBlock: '0x0' }), headAt(0)))?.error?.code).toBe(
      -32602,
    );
  });

  it('refuses filters it cannot read as invalid params', async () => {
    for (const params of [[], ['latest'], [[]], [{ fromBlock: 'yesterday' }], [{ toBlock: 12 }]]) {
      const request: JsonRpcRequest = { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params };
      expect((await checkLogRange(request, headAt(0)))?.error?.code).toBe(-32602);
    }
  });
});

describe('the batch limit', () => {
  it('answers each request under its own id, naming the limit', () => {
    const answer = batchTooLarge({ jsonrpc: '2.0', id: 'a', method: 'eth_chainId' }, MAX_RPC_BATCH + 1);
    expect(answer).toMatchObject({
      jsonrpc: '2.0',
      id: 'a',
      error: { code: -32005, data: { limit: MAX_RPC_BATCH } },
    });
    expect(answer.error?.message).toContain(`at most ${MAX_RPC_BATCH} requests`);
  });
});
