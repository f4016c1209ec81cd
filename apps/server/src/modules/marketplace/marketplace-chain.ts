import type { Address, Chain, PublicClient, Transport } from 'viem';

/** What the server knows about the chain it follows, shared by the indexer, the routes and the seed. */
export interface MarketplaceChain {
  chainId: number;
  chainName: string;
  /** The node's own JSON-RPC address (the embedded anvil, or CHAIN_RPC_URL). */
  rpcUrl: string;
  address: Address;
  /** True when this server runs the node itself (demo wallet, RPC proxy). */
  embedded: boolean;
  confirmations: number;
  logChunkBlocks: number;
  /** Indexing starts at this block (the deployment's). */
  startBlock: number;
  client: PublicClient<Transport, Chain>;
  /**
   * The embedded node only: saves its state to disk and resolves with a block the saved state includes. The
   * indexer saves before it reads, so the index never holds blocks a crash could take from the chain.
   */
  saveState?: (() => Promise<number>) | undefined;
}
