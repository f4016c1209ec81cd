import { devAccounts, marketplaceAbi } from '@careledger/contracts';
import { createWalletClient, custom, encodeFunctionData, type Hex, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, it, vi } from 'vitest';
import { callApi } from '../../test/api';
import { describeEachDatabase, embeddedChainConfig } from '../../test/databases';
import { MAX_LOG_BLOCKS, MAX_RPC_BATCH } from './rpc-limits';

// The proxy acts only for those who sign: the node behind it holds the dev accounts unlocked, so every method
// that would sign with them, send unsigned or control the node is answered here and never reaches it.

const dev = (index: number) => devAccounts[index] as (typeof devAccounts)[number];
const OWNER = dev(0).address;
const BUYER = dev(4).address;
const SELLER = dev(5).address;

interface SentRequest {
  method: string;
  params?: unknown;
}

describeEachDatabase(
  'the chain RPC proxy',
  (get) => {
    const app = () => get().app;
    const chain = () => {
      const marketplace = app().marketplace;
      if (!marketplace) throw new Error('the chain is off');
      return marketplace.chain;
    };
    const rpc = async (method: string, params: unknown[] = [], id: number | string = 1) =>
      (await callApi(app(), 'POST', '/chain/rpc', { jsonrpc: '2.0', id, method, params })).body;
    const isPaused = () =>
      chain().client.readContract({ address: chain().address, abi: marketplaceAbi, functionName: 'paused' });

    /** Runs `use` and returns every JSON-RPC request the server sent to the node meanwhile. */
    async function sentToNode(use: () => Promise<void>): Promise<SentRequest[]> {
      const spy = vi.spyOn(globalThis, 'fetch');
      try {
        await use();
        return spy.mock.calls
          .filter(([url, init]) => String(url) === chain().rpcUrl && typeof init?.body === 'string')
          .flatMap(([, init]) => [JSON.parse(String(init?.body)) as SentRequest | SentRequest[]].flat());
      } finally {
        spy.mockRestore();
      }
    }

    it('answers reads, a batch in the order asked, with refused methods answered in place', async () => {
      expect(await rpc('eth_chainId')).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
      const batch = (
        await callApi(app(), 'POST', '/chain/rpc', [
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
          { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [BUYER, '0x1'] },
          { jsonrpc: '2.0', id: 3, method: 'net_version', params: [] },
          { jsonrpc: '2.0', id: 4, method: 'eth_getBalance', params: [BUYER, 'latest'] },
          {
            jsonrpc: '2.0',
            id: 5,
            method: 'eth_call',
            params: [
              {
                to: chain().address,
                data: encodeFunctionData({ abi: marketplaceAbi, functionName: 'paused' }),
              },
              'latest',
            ],
          },
        ])
      ).body;
      expect(batch.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
      expect(batch[0].result).toMatch(/^0x[0-9a-f]+$/);
      expect(batch[1].error.code).toBe(-32601);
      expect(batch[2].result).toBe('31337');
      expect(BigInt(batch[3].result)).toBeGreaterThan(0n);
      expect(BigInt(batch[4].result)).toBe(0n);
    });

    it('refuses the owner’s unsigned transaction: the marketplace is not paused', async () => {
      const pause = encodeFunctionData({ abi: marketplaceAbi, functionName: 'pause' });
      let answer: { error: { code: number; message: string } } | undefined;
      const sent = await sentToNode(async () => {
        answer = await rpc('eth_sendUnsignedTransaction', [
          { from: OWNER, to: chain().address, data: pause },
        ]);
      });
      expect(answer?.error.code).toBe(-32601);
      expect(answer?.error.message).toContain('eth_sendUnsignedTransaction');
      expect(sent.map((r) => r.method)).not.toContain('eth_sendUnsignedTransaction');
      expect(await isPaused()).toBe(false);
    });

    const typedData = JSON.stringify({
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      domain: { name: 'CareLedger' },
      message: { text: 'pay me' },
    });
    const DANGEROUS: [string, unknown[]][] = [
      ['eth_sendTransaction', [{ from: BUYER, to: SELLER, value: '0xde0b6b3a7640000' }]],
      ['eth_sendUnsignedTransaction', [{ from: BUYER, to: SELLER, value: '0xde0b6b3a7640000' }]],
      ['eth_sign', [BUYER, '0xdeadbeef']],
      ['personal_sign', ['0xdeadbeef', BUYER]],
      ['eth_signTypedData_v4', [BUYER, typedData]],
      ['eth_signTransaction', [{ from: BUYER, to: SELLER, value: '0x1' }]],
      ['eth_accounts', []],
      ['anvil_setBalance', [BUYER, '0x1']],
      ['anvil_impersonateAccount', [OWNER]],
      ['evm_mine', []],
      ['evm_snapshot', []],
      ['hardhat_reset', []],
      ['debug_traceTransaction', [`0x${'ab'.repeat(32)}`]],
      ['personal_unlockAccount', [BUYER, '', 0]],
      ['eth_newFilter', [{}]],
    ];

    it('refuses every method that signs, sends unsigned or controls the node, and none reaches it', async () => {
      const client = chain().client;
      const before = {
        block: await client.getBlockNumber({ cacheTime: 0 }),
        balance: await client.getBalance({ address: BUYER }),
        nonce: await client.getTransactionCount({ address: BUYER }),
      };
      const answers: { id: number; error: { code: number; message: string } }[] = [];
      const sent = await sentToNode(async () => {
        for (const [method, params] of DANGEROUS) answers.push(await rpc(method, params));
        const batch = DANGEROUS.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }));
        answers.push(...(await callApi(app(), 'POST', '/chain/rpc', batch)).body);
      });
      expect(answers).toHaveLength(DANGEROUS.length * 2);
      answers.forEach((answer, index) => {
        const [method] = DANGEROUS[index % DANGEROUS.length] ?? [];
        expect(answer.error, method).toMatchObject({ code: -32601 });
        expect(answer.error.message).toContain(`${method} is not available`);
      });
      const methods = new Set(sent.map((r) => r.method));
      for (const [method] of DANGEROUS) expect(methods.has(method), method).toBe(false);
      expect({
        block: await client.getBlockNumber({ cacheTime: 0 }),
        balance: await client.getBalance({ address: BUYER }),
        nonce: await client.getTransactionCount({ address: BUYER }),
      }).toEqual(before);
    });

    it('sends a transaction signed by the caller, with the nonce, gas and fees read through the proxy', async () => {
      // What the demo wallet does in the browser: viem fills the transaction, signs it locally, sends it raw.
      const wallet = createWalletClient({
        account: privateKeyToAccount(dev(3).privateKey),
        chain: foundry,
        transport: custom({
          async request({ method, params }) {
            const answer = await rpc(method, params as unknown[]);
            if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
            return answer.result;
          },
        }),
      });
      const sellerBefore = await chain().client.getBalance({ address: SELLER });
      let hash: Hex | undefined;
      const sent = await sentToNode(async () => {
        hash = await wallet.sendTransaction({ to: SELLER, value: 12345n });
      });
      expect(sent.map((r) => r.method)).toEqual(
        expect.arrayContaining(['eth_getTransactionCount', 'eth_estimateGas', 'eth_sendRawTransaction']),
      );
      expect(sent.map((r) => r.method)).not.toContain('eth_sendTransaction');
      const receipt = await rpc('eth_getTransactionReceipt', [hash]);
      expect(receipt.result).toMatchObject({ status: '0x1', from: dev(3).address.toLowerCase() });
      expect(await chain().client.getBalance({ address: SELLER })).toBe(sellerBefore + 12345n);
    });

    it(`refuses a batch of more than ${MAX_RPC_BATCH} requests, each under its own id, without asking the node`, async () => {
      const marker = '0x000000000000000000000000000000000000dEaD';
      const batch = (size: number) =>
        Array.from({ length: size }, (_, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_getBalance',
          params: [marker, 'latest'],
        }));
      let answers: { id: number; result?: string; error?: { code: number; message: string } }[] = [];
      const sent = await sentToNode(async () => {
        answers = (await callApi(app(), 'POST', '/chain/rpc', batch(MAX_RPC_BATCH + 1))).body;
      });
      expect(answers.map((a) => a.id)).toEqual(batch(MAX_RPC_BATCH + 1).map((r) => r.id));
      for (const answer of answers) {
        expect(answer.error?.code).toBe(-32005);
        expect(answer.error?.message).toContain(`at most ${MAX_RPC_BATCH} requests`);
      }
      expect(sent.filter((r) => JSON.stringify(r.params ?? []).includes(marker))).toEqual([]);
      const full = (await callApi(app(), 'POST', '/chain/rpc', batch(MAX_RPC_BATCH))).body;
      expect(full.every((a: { result?: string }) => a.result === '0x0')).toBe(true);
    });

    it(`answers eth_getLogs over at most ${MAX_LOG_BLOCKS} blocks and refuses a wider range, naming the limit`, async () => {
      const address = chain().address;
      expect(
        (await rpc('eth_getLogs', [{ address, fromBlock: 'earliest', toBlock: 'latest' }])).result,
      ).toEqual(expect.any(Array));
      const wide = { address, fromBlock: '0x0', toBlock: toHex(MAX_LOG_BLOCKS) };
      let refused: { error: { code: number; message: string; data: unknown } } | undefined;
      const sent = await sentToNode(async () => {
        refused = await rpc('eth_getLogs', [wide]);
      });
      expect(refused?.error).toMatchObject({ code: -32005, data: { limit: MAX_LOG_BLOCKS } });
      expect(refused?.error.message).toContain(`at most ${MAX_LOG_BLOCKS} blocks`);
      expect(sent.map((r) => r.method)).not.toContain('eth_getLogs');

      // Tags are resolved against the node's head: from latest, the limit still counts.
      const head = await chain().client.getBlock({ blockTag: 'latest' });
      const ahead = { address, fromBlock: 'latest', toBlock: toHex(head.number + BigInt(MAX_LOG_BLOCKS)) };
      expect((await rpc('eth_getLogs', [ahead])).error.code).toBe(-32005);
      const upToHead = { address, fromBlock: toHex(head.number - 1n), toBlock: 'latest' };
      expect((await rpc('eth_getLogs', [upToHead])).result).toEqual(expect.any(Array));
      expect((await rpc('eth_getLogs', [{ address, blockHash: head.hash }])).result).toEqual(
        expect.any(Array),
      );
    });
  },
  { config: { chain: embeddedChainConfig(), seedDemoData: false } },
);
