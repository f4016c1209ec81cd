// The marketplace module's front door: what the rest of the server (routes, the chain plugin, the dashboard)
// may use.
export { ensureDeployment } from './ensure-deployment';
export { createIndexer, type Indexer } from './indexer';
export { listChainActivity } from './list-chain-activity';
export type { MarketplaceChain } from './marketplace-chain';
export { marketplaceRoutes } from './routes';
export { seedMarketplace } from './seed-marketplace';
export { createTransactionWatcher, type TransactionWatcher } from './transaction-watcher';
