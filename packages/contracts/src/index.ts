// What a browser may import: the contract's ABI and bytecode, its status names and the dev accounts.
// Node-only tooling (the embedded anvil node, deployment) is in `@careledger/contracts/node`.
export { marketplaceAbi, marketplaceBytecode, marketplaceDeployedBytecode } from '../generated/marketplace';
export { DEV_MNEMONIC, type DevAccount, devAccounts, devPrivateKeys } from './dev-accounts';
export {
  MARKETPLACE_STATUSES,
  MarketplaceStatus,
  MarketplaceStatusCode,
  toMarketplaceStatus,
} from './marketplace-status';
