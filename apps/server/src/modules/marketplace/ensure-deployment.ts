import { devAccounts } from '@careledger/contracts';
import { deployMarketplace } from '@careledger/contracts/node';
import { eq } from 'drizzle-orm';
import { type Address, type Chain, createWalletClient, type PublicClient, type Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db/client';
import {
  chainBlocks,
  chainCursor,
  chainDeployment,
  chainEvents,
  marketBalances,
  marketOrders,
  marketProducts,
  trackedTransactions,
} from '../../db/schema';

export interface Deployment {
  address: Address;
  startBlock: number;
  /** True when this start deployed the contract (or adopted a new one): the index was reset. */
  isNew: boolean;
}

/**
 * The marketplace the server follows. Embedded: the recorded deployment if the chain still has its code,
 * otherwise (first start, or chain state older than the deployment) a fresh deployment from dev account 0.
 * External: MARKETPLACE_ADDRESS, which must hold code. A changed contract resets the index.
 */
export async function ensureDeployment({
  db,
  client,
  transport,
  chain,
  externalAddress,
}: {
  db: Database;
  client: PublicClient<Transport, Chain>;
  transport: Transport;
  chain: Chain;
  /** MARKETPLACE_ADDRESS on an external chain; undefined on the embedded one. */
  externalAddress: Address | undefined;
}): Promise<Deployment> {
  const [recorded] = await db.select().from(chainDeployment).where(eq(chainDeployment.id, 1));
  if (externalAddress) {
    const code = await client.getCode({ address: externalAddress });
    if (!code || code === '0x') {
      throw new Error(
        `MARKETPLACE_ADDRESS ${externalAddress} holds no contract on chain ${chain.id} (CHAIN_RPC_URL); check the address and the network.`,
      );
    }
    const isSame = recorded?.chainId === chain.id && recorded.address === externalAddress.toLowerCase();
    if (isSame) return { address: externalAddress, startBlock: recorded.startBlock, isNew: false };
    await resetIndex(db, { chainId: chain.id, address: externalAddress.toLowerCase(), startBlock: 0 });
    return { address: externalAddress, startBlock: 0, isNew: true };
  }

  if (recorded && recorded.chainId === chain.id) {
    const code = await client.getCode({ address: recorded.address as Address });
    if (code && code !== '0x') {
      return { address: recorded.address as Address, startBlock: recorded.startBlock, isNew: false };
    }
  }
  const owner = devAccounts[0];
  if (!owner) throw new Error('the dev accounts are missing');
  const wallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), chain, transport });
  const address = await deployMarketplace(wallet, client);
  const startBlock = Number(await client.getBlockNumber({ cacheTime: 0 }));
  await resetIndex(db, { chainId: chain.id, address: address.toLowerCase(), startBlock });
  return { address, startBlock, isNew: true };
}

/** Forgets everything indexed from another contract; metadata and followed wallets stay. */
async function resetIndex(
  db: Database,
  deployment: { chainId: number; address: string; startBlock: number },
) {
  await db.transaction(async (tx) => {
    await tx.delete(chainEvents);
    await tx.delete(chainBlocks);
    await tx.delete(chainCursor);
    await tx.delete(marketProducts);
    await tx.delete(marketBalances);
    await tx.delete(marketOrders);
    await tx.delete(trackedTransactions);
    await tx
      .insert(chainDeployment)
      .values({ id: 1, ...deployment })
      .onConflictDoUpdate({ target: chainDeployment.id, set: { ...deployment, createdAt: new Date() } });
  });
}
