import type { ChainInfo } from '@careledger/shared';

/** The server's embedded dev chain as `GET /api/chain` describes it, for wallet tests; change what a test needs. */
export function devChainInfo(overrides: Partial<ChainInfo> = {}): ChainInfo {
  return {
    chainId: 31337,
    chainName: 'CareLedger dev chain',
    rpcUrl: '/api/chain/rpc',
    contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    embedded: true,
    demoAccounts: [],
    headBlock: 1,
    indexedBlock: 1,
    ...overrides,
  };
}
