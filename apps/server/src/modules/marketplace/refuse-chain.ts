import type { chainDeployment } from '../../db/schema';

type RecordedDeployment = typeof chainDeployment.$inferSelect;

/** The chain a node serves, as the server found it at start. */
export interface FoundChain {
  chainId: number;
  genesisHash: string;
  /** Who serves it, for the operator: "the embedded chain in /data/chain", "the node at CHAIN_RPC_URL". */
  node: string;
}

const WAYS_ON =
  'To go on, do one of: restore DATA_DIR/chain from a backup of the chain this database belongs to; ' +
  'set CHAIN_RPC_URL, CHAIN_ID and MARKETPLACE_ADDRESS to a node that serves it; or start with a fresh ' +
  'database (another DATABASE_URL or, with the embedded database, another DATA_DIR). The database was not changed.';

const WAYS_ON_OUTDATED =
  'To go on, do one of: keep running the CareLedger version that deployed it; or deploy the current contract ' +
  'on that chain and start this version with a fresh database (another DATABASE_URL or DATA_DIR) and ' +
  'MARKETPLACE_ADDRESS set to the new contract. Orders placed on the old contract stay there, escrow included. ' +
  'The database was not changed.';

/**
 * The start-up error when the node does not serve what this database indexed. The index, ratings and inventory
 * bookings belong to that chain and contract; mixing or deleting them is never the way out, so the server stops.
 */
export function refuseChain({
  recorded,
  found,
  problem,
}: {
  recorded: RecordedDeployment;
  found: FoundChain;
  problem: 'other chain' | 'other contract' | 'no contract' | 'unproven chain' | 'outdated contract';
}): Error {
  const belongsTo = `This database indexes the marketplace contract ${recorded.address} on chain ${recorded.chainId}${
    recorded.genesisHash ? ` (genesis block ${recorded.genesisHash})` : ''
  }, from block ${recorded.startBlock}`;
  const serves = `${found.node} serves chain ${found.chainId} (genesis block ${found.genesisHash})`;
  const why = {
    'other chain': `but ${serves}: another chain.`,
    'other contract': `but MARKETPLACE_ADDRESS names another contract on that chain.`,
    'no contract': `but ${found.node} has no contract at ${recorded.address}: its state is older than the deployment (the chain lost blocks).`,
    'unproven chain': `but ${serves}, which does not hold the blocks this database indexed.`,
    'outdated contract': `but the contract at ${recorded.address} is an earlier version of the CareLedger marketplace (its code differs from packages/contracts' build), whose calls and events this server cannot read.`,
  }[problem];
  return new Error(`${belongsTo}, ${why} ${problem === 'outdated contract' ? WAYS_ON_OUTDATED : WAYS_ON}`);
}
