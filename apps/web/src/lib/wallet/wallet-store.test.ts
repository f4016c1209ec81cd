import type { Address } from '@careledger/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { stubApi } from '@/testing/stub-api';
import { DEMO_WALLET_RDNS } from './demo-wallet';
import type { ProviderDiscovery } from './eip6963';
import { devChainInfo } from './testing/chain-info';
import { createFakeProvider, memoryStorage, providerError, settle } from './testing/fake-provider';
import type { WalletProviderDetail } from './types';
import { STORAGE_KEYS } from './wallet-storage';
import { createWalletStore } from './wallet-store';
import { walletText } from './wallet-text';

const ACCOUNT = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const INFO = { uuid: 'fake-uuid', name: 'Fake Wallet', icon: '', rdns: 'test.fake' };

const chainInfo = devChainInfo({
  demoAccounts: [ACCOUNT.toLowerCase() as Address, OTHER.toLowerCase() as Address],
  headBlock: 10,
  indexedBlock: 10,
});

function staticDiscovery(providers: WalletProviderDetail[]): ProviderDiscovery {
  return { getProviders: () => providers, subscribe: () => () => undefined, stop: () => undefined };
}

function setUp(options: { handlers?: Parameters<typeof createFakeProvider>[0]; noWallet?: boolean } = {}) {
  const fake = createFakeProvider(options.handlers);
  const storage = memoryStorage();
  const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const deps = {
    discover: () => staticDiscovery(options.noWallet ? [] : [{ info: INFO, provider: fake.provider }]),
    storage,
    notify,
    translate: walletText,
    reload: vi.fn(),
    resolveRpcUrl: (url: string) => new URL(url, 'https://care.example').href,
  };
  const store = createWalletStore(deps);
  const start = () => {
    store.start();
    return settle();
  };
  return { fake, storage, notify, deps, store, start };
}

describe('wallet store', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('wallet');
  });

  it('connects an account the wallet already authorises on load, without a prompt', async () => {
    const { store, fake, notify, start } = setUp({ handlers: { eth_accounts: () => [ACCOUNT] } });
    await start();
    expect(store.getSnapshot()).toMatchObject({
      status: 'connected',
      address: ACCOUNT.toLowerCase(),
      chainId: 31337,
      isLoading: false,
    });
    expect(fake.methods()).not.toContain('eth_requestAccounts');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('stays disconnected on load when the wallet authorises no account', async () => {
    const { store, start } = setUp({ handlers: { eth_accounts: () => [] } });
    await start();
    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', address: null });
    expect(store.getSnapshot().provider?.info.name).toBe('Fake Wallet');
  });

  it('connects with eth_requestAccounts, toasts success and remembers the wallet', async () => {
    const { store, fake, notify, storage, start } = setUp({
      handlers: { eth_accounts: () => [], eth_requestAccounts: () => [ACCOUNT] },
    });
    await start();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getSnapshot().status));
    await expect(store.connect()).resolves.toBe(true);
    expect(statuses).toContain('connecting');
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', address: ACCOUNT.toLowerCase() });
    expect(fake.methods()).toContain('eth_requestAccounts');
    expect(notify.success).toHaveBeenCalledWith('Wallet connected successfully!');
    expect(storage.items.get(STORAGE_KEYS.provider)).toBe('test.fake');
  });

  it.each([
    [4001, 'Connection rejected by user.'],
    [-32002, 'Please check the wallet and try again.'],
    [-32603, 'Failed to connect wallet. Please try again.'],
  ])('maps provider error %i to the spec message', async (code, message) => {
    const { store, notify, start } = setUp({
      handlers: {
        eth_accounts: () => [],
        eth_requestAccounts: () => {
          throw providerError(code);
        },
      },
    });
    await start();
    await expect(store.connect()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', error: message, isLoading: false });
  });

  it('says the wallet is locked when it answers no accounts', async () => {
    const { store, notify, start } = setUp({
      handlers: { eth_accounts: () => [], eth_requestAccounts: () => [] },
    });
    await start();
    await store.connect();
    expect(notify.error).toHaveBeenCalledWith('No accounts found. Please unlock the wallet.');
    expect(store.getSnapshot().status).toBe('disconnected');
  });

  it('says the extension is missing when there is no wallet at all', async () => {
    const { store, notify, start } = setUp({ noWallet: true });
    await start();
    await expect(store.connect()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith(
      'The browser wallet extension is not installed; install it to use the marketplace.',
    );
  });

  it('follows account changes: a new account updates the address, an empty list disconnects', async () => {
    const { store, fake, notify, start } = setUp({ handlers: { eth_accounts: () => [ACCOUNT] } });
    await start();
    fake.emit('accountsChanged', [OTHER]);
    expect(store.getSnapshot().address).toBe(OTHER.toLowerCase());
    expect(notify.info).toHaveBeenCalledWith('Account changed');

    fake.emit('accountsChanged', []);
    expect(store.getSnapshot()).toMatchObject({ status: 'disconnected', address: null });
  });

  it('reloads the page when the chain changes', async () => {
    const { fake, deps, start } = setUp({ handlers: { eth_accounts: () => [ACCOUNT] } });
    await start();
    fake.emit('chainChanged', '0x1');
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('adds the chain to the wallet when switching fails with 4902', async () => {
    const { store, fake, start } = setUp({
      handlers: {
        eth_accounts: () => [ACCOUNT],
        eth_chainId: () => '0x1',
        wallet_switchEthereumChain: () => {
          throw providerError(4902, 'Unrecognized chain ID');
        },
        wallet_addEthereumChain: () => null,
      },
    });
    await start();
    store.setChainInfo(chainInfo);
    await expect(store.switchChain()).resolves.toBe(true);
    expect(fake.requests.find((r) => r.method === 'wallet_switchEthereumChain')?.params).toEqual([
      { chainId: '0x7a69' },
    ]);
    expect(fake.requests.find((r) => r.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x7a69',
        chainName: 'CareLedger dev chain',
        rpcUrls: ['https://care.example/api/chain/rpc'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
  });

  it('does not add the chain when the person rejects the switch', async () => {
    const { store, fake, notify, start } = setUp({
      handlers: {
        eth_accounts: () => [ACCOUNT],
        wallet_switchEthereumChain: () => {
          throw providerError(4001);
        },
      },
    });
    await start();
    store.setChainInfo(chainInfo);
    await expect(store.switchChain()).resolves.toBe(false);
    expect(fake.methods()).not.toContain('wallet_addEthereumChain');
    expect(notify.error).toHaveBeenCalledWith(
      'The wallet did not switch to CareLedger dev chain. Please switch network in the wallet.',
    );
  });

  it('disconnects even when the wallet cannot revoke, and does not reconnect on the next load', async () => {
    const first = setUp({ handlers: { eth_accounts: () => [ACCOUNT] } });
    await first.start();
    await first.store.disconnect();
    expect(first.fake.methods()).toContain('wallet_revokePermissions');
    expect(first.store.getSnapshot()).toMatchObject({ status: 'disconnected', address: null });
    expect(first.notify.success).toHaveBeenCalledWith('Wallet disconnected successfully.');

    // The next page load, same browser storage, the wallet still authorising the account.
    const next = setUp({ handlers: { eth_accounts: () => [ACCOUNT] } });
    for (const [key, value] of first.storage.items) next.storage.setItem(key, value);
    await next.start();
    expect(next.store.getSnapshot().status).toBe('disconnected');
  });

  it('refresh re-reads the account and the chain', async () => {
    let accounts = [ACCOUNT];
    const { store, fake, start } = setUp({ handlers: { eth_accounts: () => accounts } });
    await start();
    fake.answer('eth_chainId', () => '0x1');
    accounts = [OTHER];
    await expect(store.refresh()).resolves.toBe(true);
    expect(store.getSnapshot()).toMatchObject({ address: OTHER.toLowerCase(), chainId: 1 });
    fake.answer('eth_accounts', () => {
      throw providerError(-32603);
    });
    await expect(store.refresh()).resolves.toBe(false);
  });

  it('offers the demo wallet only on an embedded chain, and reconnects it after a reload', async () => {
    // Accounts and the chain id are the demo wallet's own answers: nothing reaches the RPC proxy.
    const fetch = stubApi();
    const plain = setUp({ noWallet: true });
    await plain.start();
    plain.store.setChainInfo({ ...chainInfo, embedded: false });
    await expect(plain.store.connectDemoAccount(chainInfo.demoAccounts[1] as Address)).resolves.toBe(false);

    const first = setUp({ noWallet: true });
    await first.start();
    first.store.setChainInfo(chainInfo);
    await expect(first.store.connectDemoAccount(chainInfo.demoAccounts[1] as Address)).resolves.toBe(true);
    expect(first.store.getSnapshot()).toMatchObject({ status: 'connected', address: OTHER.toLowerCase() });
    expect(first.store.getSnapshot().provider?.info.rdns).toBe(DEMO_WALLET_RDNS);
    expect(first.store.getSnapshot().extensions).toEqual([]);

    const next = setUp({ noWallet: true });
    for (const [key, value] of first.storage.items) next.storage.setItem(key, value);
    await next.start();
    expect(next.store.getSnapshot().status).toBe('disconnected');
    next.store.setChainInfo(chainInfo);
    await settle();
    expect(next.store.getSnapshot()).toMatchObject({ status: 'connected', address: OTHER.toLowerCase() });
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
  it('lets one person switch demo accounts, and after Disconnect connects the account chosen next (issue 12 item 7)', async () => {
    const fetch = stubApi();
    const [seller, buyer] = chainInfo.demoAccounts as [Address, Address];
    const first = setUp({ noWallet: true });
    await first.start();
    first.store.setChainInfo(chainInfo);
    await expect(first.store.connectDemoAccount(buyer)).resolves.toBe(true);
    expect(first.store.getSnapshot().address).toBe(buyer);

    // Switching while connected: the wallet reports the new account and the page says so.
    await expect(first.store.connectDemoAccount(seller)).resolves.toBe(true);
    await settle();
    expect(first.store.getSnapshot()).toMatchObject({ status: 'connected', address: seller });
    expect(first.notify.info).toHaveBeenCalledWith(walletText('toast.accountChanged'));

    // Disconnect forgets the account: the next connection is the one chosen, not the last one.
    await first.store.disconnect();
    expect(first.storage.getItem(STORAGE_KEYS.demoAccount)).toBeNull();
    await expect(first.store.connectDemoAccount(buyer)).resolves.toBe(true);
    expect(first.store.getSnapshot()).toMatchObject({ status: 'connected', address: buyer });

    // The choice is remembered like the session: a reload reconnects the same account.
    const next = setUp({ noWallet: true });
    for (const [key, value] of first.storage.items) next.storage.setItem(key, value);
    await next.start();
    next.store.setChainInfo(chainInfo);
    await settle();
    expect(next.store.getSnapshot()).toMatchObject({ status: 'connected', address: buyer });
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
