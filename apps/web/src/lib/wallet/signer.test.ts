import type { Address } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { loadSigner } from './signer';
import { devChainInfo } from './testing/chain-info';
import { createFakeProvider } from './testing/fake-provider';
import type { WalletState } from './types';

const chainInfo = devChainInfo({ headBlock: 10, indexedBlock: 10 });
const ADDRESS = '0x00000000000000000000000000000000000000b1' as Address;
const { provider } = createFakeProvider();
const disconnected: WalletState = {
  status: 'disconnected',
  address: null,
  chainId: null,
  provider: null,
  extensions: [],
  isLoading: false,
  error: null,
};
const connected: WalletState = {
  ...disconnected,
  status: 'connected',
  address: ADDRESS,
  chainId: 31337,
  provider: { info: { uuid: 'fake', name: 'Fake', icon: '', rdns: 'test.fake' }, provider },
};

describe('loadSigner', () => {
  it('gives no signer without a connected wallet', async () => {
    await expect(loadSigner(disconnected, chainInfo)).resolves.toBeNull();
    await expect(loadSigner({ ...connected, status: 'connecting' }, chainInfo)).resolves.toBeNull();
  });

  it("gives viem's clients for the connected account on the server's chain, the same ones each time", async () => {
    const signer = await loadSigner(connected, chainInfo);
    expect(signer?.walletClient.account.address).toBe(ADDRESS);
    expect(signer?.walletClient.chain.id).toBe(31337);
    expect(signer?.publicClient.chain.id).toBe(31337);
    const again = await loadSigner(connected, chainInfo);
    expect(again?.walletClient).toBe(signer?.walletClient);
  });
});
