// The one place this feature reaches the wallet layer (src/lib/wallet, src/components/wallet): component tests
// replace this module with vi.mock, so they need no browser wallet. Only the lazy inventory route imports it.

export { TransactionSteps } from '@/components/wallet/transaction-steps';
export { WrongChainBanner } from '@/components/wallet/wrong-chain-banner';
export { useContractTransaction, useWallet } from '@/lib/wallet';
