import type { ChainInfo } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chainCursor } from '../../db/schema';
import type { MarketplaceChain } from './marketplace-chain';

export async function getChainInfo({
  db,
  chain,
  rpcUrl,
  demoAccounts,
}: {
  db: Database;
  chain: MarketplaceChain;
  rpcUrl: string;
  demoAccounts: readonly string[];
}): Promise<ChainInfo> {
  const [cursor] = await db.select().from(chainCursor).where(eq(chainCursor.id, 1));
  const head = await chain.client.getBlockNumber({ cacheTime: 0 }).catch(() => null);
  return {
    chainId: chain.chainId,
    chainName: chain.chainName,
    rpcUrl,
    contractAddress: chain.address.toLowerCase() as ChainInfo['contractAddress'],
    embedded: chain.embedded,
    demoAccounts: demoAccounts.map((a) => a.toLowerCase() as ChainInfo['contractAddress']),
    headBlock: head === null ? (cursor?.blockNumber ?? 0) : Number(head),
    indexedBlock: cursor?.blockNumber ?? Math.max(chain.startBlock - 1, 0),
  };
}
