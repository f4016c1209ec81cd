import { devAccounts } from '@careledger/contracts';
import { deployMarketplace } from '@careledger/contracts/node';
import { asc, eq } from 'drizzle-orm';
import { type Address, type Chain, createWalletClient, type PublicClient, type Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db/client';
import { chainBlocks, chainDeployment } from '../../db/schema';
import { type FoundChain, refuseChain } from './refuse-chain';

export interface Deployment {
  address: Address;
  startBlock: number;
  /** True when this start recorded the database's first deployment (deployed it, or adopted MARKETPLACE_ADDRESS). */
  isNew: boolean;
}

type ChainClient = PublicClient<Transport, Chain>;

/**
 * The marketplace the server follows. A database remembers the one chain (chain id and genesis block) and
 * contract it indexes: a node that serves another chain, or no longer has the contract, or a
 * MARKETPLACE_ADDRESS naming another, is refused (see refuse-chain) and nothing in the database changes.
 * A database with no deployment yet records one: on the embedded chain a fresh deployment from dev account 0
 * (saved to disk before it is recorded, so the database never names a contract a crash could lose), on an
 * external chain MARKETPLACE_ADDRESS, which must hold code.
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
  if (recorded) return checkRecorded({ db, client, recorded, found, externalAddress });

  if (externalAddress) {
    if (!(await hasCode(client, externalAddress))) {
      throw new Error(
        `MARKETPLACE_ADDRESS ${externalAddress} holds no contract on chain ${chain.id} (CHAIN_RPC_URL); check the address and the network.`,
      );
    }
    await record(db, { ...found, address: externalAddress.toLowerCase(), startBlock: 0 });
    return { address: externalAddress, startBlock: 0, isNew: true };
  }
  const owner = devAccounts[0];
  if (!owner) throw new Error('the dev accounts are missing');
  const wallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), chain, transport });
  const address = await deployMarketplace(wallet, client);
  const startBlock = Number(await client.getBlockNumber({ cacheTime: 0 }));
  await saveState?.();
  await record(db, { ...found, address: address.toLowerCase(), startBlock });
  return { address, startBlock, isNew: true };
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
