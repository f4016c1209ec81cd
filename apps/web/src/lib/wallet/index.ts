// The wallet layer for screens: import from '@/lib/wallet'. viem stays out: it loads to sign (signer.ts).
export { DEMO_WALLET_RDNS } from './demo-wallet';
export { shortAddress, shortTxHash } from './short-text';
export type {
  MarketplaceCall,
  MarketplaceFunctionName,
  TransactionFailure,
  TransactionOutcome,
  TransactionStep,
} from './transactions';
export type { WalletProviderInfo, WalletStatus } from './types';
export { chainInfoQueryOptions, useChainInfo } from './use-chain-info';
export { type ContractTransaction, useContractTransaction } from './use-contract-transaction';
export { useWallet, type Wallet } from './use-wallet';
export { loadWalletNamespace } from './wallet-text';
