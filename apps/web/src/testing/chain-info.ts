/** GET /api/marketplace/chain as the embedded dev chain answers it: an answer that passes `chainInfoSchema`. */
export const CHAIN_INFO = {
  chainId: 31337,
  chainName: 'CareLedger dev chain',
  rpcUrl: '/api/marketplace/rpc',
  contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  embedded: true,
  demoAccounts: [],
  headBlock: 12,
  indexedBlock: 12,
};
