import path from 'node:path';
import { type AnvilInstance, startAnvil } from '@careledger/contracts/node';
import fp from 'fastify-plugin';
import { createPublicClient, defineChain, http } from 'viem';
import {
  createIndexer,
  createTransactionWatcher,
  ensureDeployment,
  type Indexer,
  type MarketplaceChain,
  seedMarketplace,
  type TransactionWatcher,
} from '../modules/marketplace';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chain the marketplace lives on; null when CHAIN_MODE is off. */
    marketplace: { chain: MarketplaceChain; indexer: Indexer; watcher: TransactionWatcher } | null;
  }
}

/**
 * The marketplace chain: starts the embedded anvil node in DATA_DIR/chain (or connects to CHAIN_RPC_URL),
 * makes sure this version's contract is deployed (on the embedded chain, in place of an earlier version if need
 * be), seeds the demo marketplace on a new embedded deployment, catches the index up and keeps it polling. On
 * close: stops polling and watching, then the node (which saves its state).
 * The embedded node saves its state after every block and dies with this process (see startAnvil); the index
 * never runs ahead of the saved state, so after a crash the two still agree.
 */
export const chainPlugin = fp(
  async (app) => {
    const { config, db, hub } = app;
    const settings = config.chain;
    if (settings.mode === 'off') {
      app.decorate('marketplace', null);
      return;
    }
    let anvil: AnvilInstance | undefined;
    const stateDir = path.join(config.dataDir, 'chain');
    if (settings.mode === 'embedded') {
      anvil = await startAnvil({
        port: 0,
        chainId: settings.chainId,
        stateDir,
        onSaveError: (error) => app.log.error({ err: error }, 'saving the chain state failed'),
      });
      app.log.info({ rpcUrl: anvil.rpcUrl }, 'started the embedded chain');
    }
    const stopNode = async () => {
      await anvil?.stop();
    };
    try {
      const rpcUrl = anvil?.rpcUrl ?? settings.rpcUrl ?? '';
      const embedded = settings.mode === 'embedded';
      const viemChain = defineChain({
        id: settings.chainId,
        name: embedded ? 'CareLedger local chain' : `Chain ${settings.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      });
      const transport = http(rpcUrl, { batch: { batchSize: 200, wait: 0 }, retryCount: embedded ? 0 : 3 });
      const client = createPublicClient({
        chain: viemChain,
        transport,
        pollingInterval: settings.pollIntervalMs,
      });
      const reportedId = await client.getChainId();
      if (reportedId !== settings.chainId) {
        throw new Error(
          `CHAIN_ID is ${settings.chainId} but the node at CHAIN_RPC_URL serves chain ${reportedId}.`,
        );
      }
      const deployment = await ensureDeployment({
        db,
        client,
        transport,
        chain: viemChain,
        externalAddress: embedded ? undefined : settings.marketplaceAddress,
        node: embedded ? `the embedded chain in ${stateDir}` : 'the node at CHAIN_RPC_URL',
        saveState: anvil?.saveState,
      });
      if (deployment.replaced) {
        const { address, orders, ordersWithOffChainData } = deployment.replaced;
        app.log.warn(
          { previousAddress: address, address: deployment.address, orders, ordersWithOffChainData },
          `the embedded chain held an earlier version of the marketplace contract at ${address}: deployed the current one at ${deployment.address} and indexing starts again from it. The ${orders} orders indexed from the old contract (${ordersWithOffChainData} rated or booked into inventory) stay on it and are no longer shown; stock movements already written for them stay on the ledger.`,
        );
      }
      const chain: MarketplaceChain = {
        chainId: settings.chainId,
        chainName: viemChain.name,
        rpcUrl,
        address: deployment.address,
        embedded,
        confirmations: settings.confirmations,
        logChunkBlocks: settings.logChunkBlocks,
        startBlock: deployment.startBlock,
        client,
        saveState: anvil?.saveState,
      };
      const onError = (error: unknown) => app.log.error({ err: error }, 'marketplace indexing failed');
      const indexer = createIndexer({
        db,
        chain,
        hub,
        onError,
      });
      const watcher = createTransactionWatcher({
        db,
        chain,
        indexer,
        pollIntervalMs: settings.pollIntervalMs,
        onError,
      });
      app.decorate('marketplace', { chain, indexer, watcher });
      app.addHook('preClose', async () => {
        await watcher.stop();
        await indexer.stop();
      });
      app.addHook('onClose', stopNode);

      if (deployment.isNew && embedded && config.seedDemoData) {
        const started = performance.now();
        const seeded = await seedMarketplace({ db, chain, indexer });
        app.log.info(
          { ...seeded, ms: Math.round(performance.now() - started) },
          'seeded the demo marketplace',
        );
      }
      if (embedded) await indexer.sync();
      else void indexer.sync().catch(onError);
      indexer.start(settings.pollIntervalMs);
    } catch (error) {
      await stopNode();
      throw error;
    }
  },
  { name: 'chain', dependencies: ['config', 'database', 'events'] },
);
