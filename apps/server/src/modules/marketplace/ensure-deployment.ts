import { devAccounts } from '@careledger/contracts';
import { deployMarketplace } from '@careledger/contracts/node';
import { asc, eq } from 'drizzle-orm';
import { type Address, type Chain, createWalletClient, type PublicClient, type Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db/client';
import { chainBlocks, chainDeployment } from '../../db/schema';
import { isCurrentContract } from './is-current-contract';
import { type FoundChain, refuseChain } from './refuse-chain';
import { type ReplacedDeployment, replaceDeployment } from './replace-deployment';

export interface Deployment {
  address: Address;
  startBlock: number;
  /**
   * True when this start recorded a new deployment: the database's first (deployed, or MARKETPLACE_ADDRESS
   * adopted), or the current contract deployed in place of an earlier version on the embedded chain.
   */
  isNew: boolean;
  /** The earlier contract this start moved the database away from (embedded chain only). */
  replaced?: ReplacedDeployment;
}

type ChainClient = PublicClient<Transport, Chain>;

/**
 * The marketplace the server follows. A database remembers the one chain (chain id and genesis block) and
 * contract it indexes: a node that serves another chain, or no longer has the contract, or a
 * MARKETPLACE_ADDRESS naming another, is refused (see refuse-chain) and nothing in the database changes.
 * A database with no deployment yet records one: on the embedded chain a fresh deployment from dev account 0
 * (saved to disk before it is recorded, so the database never names a contract a crash could lose), on an
 * external chain MARKETPLACE_ADDRESS, which must hold this version's contract.
 *
 * A recorded contract whose code is an earlier version of the marketplace (see isCurrentContract) cannot be
 * read with this server's ABI. On the embedded chain the current contract is deployed in its place and the
 * index starts again from it (replaceDeployment); on an external chain the server refuses to start.
 */
export async function ensureDeployment({
  db,
  client,
  transport,
  chain,
  externalAddress,
  node,
  saveState,
}: {
  db: Database;
  client: ChainClient;
  transport: Transport;
  chain: Chain;
  /** MARKETPLACE_ADDRESS on an external chain; undefined on the embedded one. */
  externalAddress: Address | undefined;
  /** Who serves the chain, for the messages: "the embedded chain in …", "the node at CHAIN_RPC_URL". */
  node: string;
  /** The embedded node's state saver (startAnvil). */
  saveState?: (() => Promise<number>) | undefined;
}): Promise<Deployment> {
  const genesis = await client.getBlock({ blockNumber: 0n });
  const found: FoundChain = { chainId: chain.id, genesisHash: String(genesis.hash).toLowerCase(), node };
  const [recorded] = await db.select().from(chainDeployment).where(eq(chainDeployment.id, 1));
  if (recorded) {
    const deployment = await checkRecorded({ db, client, recorded, found, externalAddress });
    if (await isCurrentContract({ client, address: deployment.address })) return deployment;
    if (externalAddress) throw refuseChain({ recorded, found, problem: 'outdated contract' });
    const fresh = await deployOnEmbeddedChain({ client, transport, chain, saveState });
    const replaced = await replaceDeployment({
      db,
      from: recorded.address,
      to: fresh.address,
      startBlock: fresh.startBlock,
    });
    return { ...fresh, isNew: true, replaced };
  }

  if (externalAddress) {
    if (!(await hasCode(client, externalAddress))) {
      throw new Error(
        `MARKETPLACE_ADDRESS ${externalAddress} holds no contract on chain ${chain.id} (CHAIN_RPC_URL); check the address and the network.`,
      );
    }
    if (!(await isCurrentContract({ client, address: externalAddress }))) {
      throw new Error(
        `MARKETPLACE_ADDRESS ${externalAddress} on chain ${chain.id} (CHAIN_RPC_URL) holds a contract other than this version's CareLedger marketplace (its code differs from packages/contracts' build), which this server cannot read. Deploy the current contract there and set MARKETPLACE_ADDRESS to it. The database was not changed.`,
      );
    }
    await record(db, { ...found, address: externalAddress.toLowerCase(), startBlock: 0 });
    return { address: externalAddress, startBlock: 0, isNew: true };
  }
  const fresh = await deployOnEmbeddedChain({ client, transport, chain, saveState });
  await record(db, { ...found, address: fresh.address.toLowerCase(), startBlock: fresh.startBlock });
  return { ...fresh, isNew: true };
}

/**
 * Deploys the marketplace from dev account 0 and saves the chain to disk before the caller records it, so the
 * database never names a contract a crash could lose.
 */
async function deployOnEmbeddedChain({
  client,
  transport,
  chain,
  saveState,
}: {
  client: ChainClient;
  transport: Transport;
  chain: Chain;
  saveState?: (() => Promise<number>) | undefined;
}): Promise<{ address: Address; startBlock: number }> {
  const owner = devAccounts[0];
  if (!owner) throw new Error('the dev accounts are missing');
  const wallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), chain, transport });
  const address = await deployMarketplace(wallet, client);
  const startBlock = Number(await client.getBlockNumber({ cacheTime: 0 }));
  await saveState?.();
  return { address, startBlock };
}

async function checkRecorded({
  db,
  client,
  recorded,
  found,
  externalAddress,
}: {
  db: Database;
  client: ChainClient;
  recorded: typeof chainDeployment.$inferSelect;
  found: FoundChain;
  externalAddress: Address | undefined;
}): Promise<Deployment> {
  const isOtherChain =
    recorded.chainId !== found.chainId ||
    (recorded.genesisHash !== null && recorded.genesisHash !== found.genesisHash);
  if (isOtherChain) throw refuseChain({ recorded, found, problem: 'other chain' });
  if (externalAddress && externalAddress.toLowerCase() !== recorded.address) {
    throw refuseChain({ recorded, found, problem: 'other contract' });
  }
  const address = recorded.address as Address;
  if (!(await hasCode(client, address))) throw refuseChain({ recorded, found, problem: 'no contract' });
  if (recorded.genesisHash === null) {
    // Recorded before genesis hashes were kept: the same chain only if it holds the oldest block indexed.
    const [oldest] = await db.select().from(chainBlocks).orderBy(asc(chainBlocks.number)).limit(1);
    const onChain = oldest
      ? await client.getBlock({ blockNumber: BigInt(oldest.number) }).catch(() => null)
      : null;
    if (oldest && onChain?.hash?.toLowerCase() !== oldest.hash) {
      throw refuseChain({ recorded, found, problem: 'unproven chain' });
    }
    await db.update(chainDeployment).set({ genesisHash: found.genesisHash }).where(eq(chainDeployment.id, 1));
  }
  return { address, startBlock: recorded.startBlock, isNew: false };
}

async function hasCode(client: ChainClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

async function record(
  db: Database,
  deployment: { chainId: number; genesisHash: string; address: string; startBlock: number },
) {
  // On conflict, nothing: two servers starting together on one new database must not both record (the
  // second then meets the first's row at its next start, and is refused if its chain is another).
  const [inserted] = await db
    .insert(chainDeployment)
    .values({ id: 1, ...deployment })
    .onConflictDoNothing()
    .returning({ id: chainDeployment.id });
  if (!inserted) {
    throw new Error(
      'Another CareLedger server recorded a marketplace deployment in this database while this one was starting; start this one again.',
    );
  }
}
