import type { Address, Hex } from '@careledger/shared';
import { keccak256, parseTransaction, recoverTransactionAddress, verifyMessage } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { createDemoWallet, ProviderRpcError } from './demo-wallet';
import { memoryStorage } from './testing/fake-provider';
import { STORAGE_KEYS } from './wallet-storage';

const RPC_URL = 'https://care.example/api/chain/rpc';
const SELLER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Address;
const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as Address;

function setUp(reply: unknown = { jsonrpc: '2.0', id: 1, result: '0x2a' }) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(reply));
  const storage = memoryStorage();
  const wallet = createDemoWallet({
    chainId: 31337,
    rpcUrl: RPC_URL,
    accounts: [SELLER, BUYER],
    name: 'CareLedger demo wallet',
    storage,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const request = (method: string, params?: unknown[]) => wallet.detail.provider.request({ method, params });
  return { wallet, fetch, storage, request };
}

/** The latest block as the node gives it, enough for viem to work out EIP-1559 fees. */
const LATEST_BLOCK = {
  number: '0x10',
  hash: `0x${'11'.repeat(32)}`,
  parentHash: `0x${'22'.repeat(32)}`,
  timestamp: '0x1',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  baseFeePerGas: '0x3b9aca00',
  transactions: [],
};

/**
 * A fetch that answers as the server's proxy does: the reads a wallet needs to fill a transaction, and
 * eth_sendRawTransaction with the transaction's hash. Anything that would sign is refused, as the proxy refuses it.
 */
function proxyStub(
  overrides: Record<string, { error: { code: number; message: string; data?: unknown } }> = {},
) {
  const calls: { method: string; params: unknown[] }[] = [];
  const results: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => '0x7a69',
    eth_getTransactionCount: () => '0x5',
    eth_estimateGas: () => '0xc350',
    eth_maxPriorityFeePerGas: () => '0x3b9aca00',
    eth_getBlockByNumber: () => LATEST_BLOCK,
    eth_sendRawTransaction: (params) => keccak256(params[0] as Hex),
  };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: unknown[];
    };
    calls.push({ method, params });
    const answer = results[method];
    if (overrides[method]) return Response.json({ jsonrpc: '2.0', id, ...overrides[method] });
    if (!answer)
      return Response.json({ jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method}` } });
    return Response.json({ jsonrpc: '2.0', id, result: answer(params) });
  });
  return { fetch, calls, methods: () => calls.map((c) => c.method) };
}

function connectedWallet(stub: ReturnType<typeof proxyStub>) {
  const wallet = createDemoWallet({
    chainId: 31337,
    rpcUrl: RPC_URL,
    accounts: [SELLER, BUYER],
    name: 'CareLedger demo wallet',
    storage: memoryStorage(),
    fetch: stub.fetch as unknown as typeof globalThis.fetch,
  });
  const request = (method: string, params?: unknown[]) => wallet.detail.provider.request({ method, params });
  return { wallet, request };
}

describe('demo wallet', () => {
  it('answers accounts itself: none before connecting, then the chosen one, remembered', async () => {
    const { wallet, request, fetch, storage } = setUp();
    expect(await request('eth_accounts')).toEqual([]);
    wallet.selectAccount(BUYER);
    expect(await request('eth_requestAccounts')).toEqual([BUYER]);
    expect(await request('eth_accounts')).toEqual([BUYER]);
    expect(await request('eth_chainId')).toBe('0x7a69');
    expect(storage.items.get(STORAGE_KEYS.demoAccount)).toBe(BUYER);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forwards everything else to the RPC proxy as JSON-RPC', async () => {
    const { request, fetch } = setUp();
    expect(await request('eth_blockNumber')).toBe('0x2a');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(RPC_URL);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_blockNumber',
      params: [],
    });
  });

  it('signs a transaction in the browser and sends it raw: the proxy never sees eth_sendTransaction', async () => {
    const stub = proxyStub();
    const { request } = connectedWallet(stub);
    await request('eth_requestAccounts');
    const tx = { from: SELLER.toUpperCase().replace('0X', '0x'), to: BUYER, value: '0x1', data: '0x1234' };
    const hash = await request('eth_sendTransaction', [tx]);

    expect(stub.methods()).not.toContain('eth_sendTransaction');
    const sent = stub.calls.filter((c) => c.method === 'eth_sendRawTransaction');
    expect(sent).toHaveLength(1);
    const raw = sent[0]?.params[0] as Hex;
    expect(hash).toBe(keccak256(raw));
    expect(stub.calls.find((c) => c.method === 'eth_getTransactionCount')?.params).toEqual([
      expect.stringMatching(new RegExp(SELLER, 'i')),
      'pending',
    ]);
    expect(stub.methods()).toContain('eth_estimateGas');
    expect((await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase()).toBe(
      SELLER,
    );
    expect(parseTransaction(raw)).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      nonce: 5,
      to: BUYER,
      value: 1n,
      data: '0x1234',
      gas: 50_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
  });

  it('keeps the nonce, gas and fees the site chose', async () => {
    const stub = proxyStub();
    const { request } = connectedWallet(stub);
    await request('eth_requestAccounts');
    const tx = { from: SELLER, to: BUYER, nonce: '0x9', gas: '0x5208', gasPrice: '0x77359400' };
    await request('eth_sendTransaction', [tx]);
    const raw = stub.calls.find((c) => c.method === 'eth_sendRawTransaction')?.params[0] as Hex;
    expect(parseTransaction(raw)).toMatchObject({
      type: 'legacy',
      nonce: 9,
      gas: 21_000n,
      gasPrice: 2_000_000_000n,
    });
    expect(stub.methods()).not.toContain('eth_estimateGas');
    expect(stub.methods()).not.toContain('eth_getTransactionCount');
  });

  it('signs personal_sign messages itself, without asking the proxy', async () => {
    const stub = proxyStub();
    const { request } = connectedWallet(stub);
    await request('eth_requestAccounts');
    const message = '0x68656c6c6f' as Hex;
    const signature = (await request('personal_sign', [message, SELLER])) as Hex;
    expect(await verifyMessage({ address: SELLER, message: { raw: message }, signature })).toBe(true);
    expect(stub.fetch).not.toHaveBeenCalled();
  });

  it('signs only for the chosen, authorised account', async () => {
    const stub = proxyStub();
    const { request } = connectedWallet(stub);
    await expect(request('personal_sign', ['0x68', SELLER])).rejects.toMatchObject({ code: 4100 });
    await request('eth_requestAccounts');
    await expect(
      request('eth_sendTransaction', [{ from: BUYER, to: SELLER, value: '0x1' }]),
    ).rejects.toMatchObject({
      code: 4100,
    });
    await expect(request('personal_sign', ['0x68', BUYER])).rejects.toMatchObject({ code: 4100 });
    expect(stub.fetch).not.toHaveBeenCalled();
  });

  it('refuses an account it holds no key for', async () => {
    const stranger = '0x000000000000000000000000000000000000dead' as Address;
    const stub = proxyStub();
    const wallet = createDemoWallet({
      chainId: 31337,
      rpcUrl: RPC_URL,
      accounts: [stranger],
      name: 'CareLedger demo wallet',
      storage: null,
      fetch: stub.fetch as unknown as typeof globalThis.fetch,
    });
    await wallet.detail.provider.request({ method: 'eth_requestAccounts' });
    await expect(
      wallet.detail.provider.request({ method: 'personal_sign', params: ['0x68', stranger] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('passes on the node’s error when filling a transaction fails', async () => {
    const stub = proxyStub({
      eth_estimateGas: { error: { code: 3, message: 'execution reverted', data: '0x12' } },
    });
    const { request } = connectedWallet(stub);
    await request('eth_requestAccounts');
    const error = await request('eth_sendTransaction', [{ from: SELLER, to: BUYER }]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 3, message: 'execution reverted', data: '0x12' });
    expect(stub.methods()).not.toContain('eth_sendRawTransaction');
  });

  it('offers no other signing method, and never forwards one', async () => {
    const stub = proxyStub();
    const { request } = connectedWallet(stub);
    await request('eth_requestAccounts');
    for (const method of ['eth_sign', 'eth_signTransaction', 'eth_signTypedData_v4'])
      await expect(request(method, [SELLER, '0x68'])).rejects.toMatchObject({ code: 4200 });
    expect(stub.fetch).not.toHaveBeenCalled();
  });

  it('passes the node’s JSON-RPC error on with its code and data', async () => {
    const { request } = setUp({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 3, message: 'execution reverted', data: '0x12' },
    });
    const error = await request('eth_call', [{}]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 3, message: 'execution reverted', data: '0x12' });
  });

  it('switches only to its own chain', async () => {
    const { request } = setUp();
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull();
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({
      code: 4902,
    });
  });

  it('emits accountsChanged on a new account and on revoke, which forgets the account', async () => {
    const { wallet, request, storage } = setUp();
    const listener = vi.fn();
    wallet.detail.provider.on?.('accountsChanged', listener);
    await request('eth_requestAccounts');
    wallet.selectAccount(BUYER);
    expect(listener).toHaveBeenLastCalledWith([BUYER]);
    await request('wallet_revokePermissions', [{ eth_accounts: {} }]);
    expect(listener).toHaveBeenLastCalledWith([]);
    expect(await request('eth_accounts')).toEqual([]);
    expect(storage.items.has(STORAGE_KEYS.demoAccount)).toBe(false);
  });

  it('restores a remembered account after a reload', async () => {
    const first = setUp();
    first.wallet.selectAccount(BUYER);
    await first.request('eth_requestAccounts');
    const again = createDemoWallet({
      chainId: 31337,
      rpcUrl: RPC_URL,
      accounts: [SELLER, BUYER],
      name: 'CareLedger demo wallet',
      storage: first.storage,
    });
    expect(await again.detail.provider.request({ method: 'eth_accounts' })).toEqual([BUYER]);
  });
});
