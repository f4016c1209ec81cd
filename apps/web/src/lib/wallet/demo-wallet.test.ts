import type { Address } from '@careledger/shared';
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

  it('forwards transactions from the chosen account only', async () => {
    const { request, fetch } = setUp();
    await request('eth_requestAccounts');
    const tx = { from: SELLER.toUpperCase().replace('0X', '0x'), to: BUYER, value: '0x1' };
    expect(await request('eth_sendTransaction', [tx])).toBe('0x2a');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).params).toEqual([tx]);
    await expect(request('eth_sendTransaction', [{ ...tx, from: BUYER }])).rejects.toMatchObject({
      code: 4100,
    });
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
