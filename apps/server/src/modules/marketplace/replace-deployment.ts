import { and, count, eq, isNotNull, or } from 'drizzle-orm';
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

/** What moving to a new contract left behind on the old one, for the operator's log. */
export interface ReplacedDeployment {
  /** The earlier contract, still on the chain with its orders and escrow. */
  address: string;
  /** The orders indexed from it, no longer shown. */
  orders: number;
  /** Of those, the ones that carried something off-chain (a rating, an inventory receipt or sale). */
  ordersWithOffChainData: number;
}

/**
 * Points the database at a new marketplace contract on the same chain, in one transaction: the index of the
 * old one (its events, blocks, cursor, the transactions reported for it) and its projections (products, orders,
 * balances) are dropped, since the new contract starts empty and its order ids start again at 1; the indexer
 * then builds them from the new contract's events. Stock movements written for old orders stay on the ledger.
 * Refused if another server moved the database first.
 */
export async function replaceDeployment({
  db,
  from,
  to,
  startBlock,
}: {
  db: Database;
  from: string;
  to: string;
  startBlock: number;
}): Promise<ReplacedDeployment> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(chainDeployment)
      .set({ address: to.toLowerCase(), startBlock })
      .where(and(eq(chainDeployment.id, 1), eq(chainDeployment.address, from)))
      .returning({ id: chainDeployment.id });
    if (!moved) {
      throw new Error(
        'Another CareLedger server moved this database to a new marketplace deployment while this one was starting; start this one again.',
      );
    }
    const [orders] = await tx.select({ n: count() }).from(marketOrders);
    const [withOffChainData] = await tx
      .select({ n: count() })
      .from(marketOrders)
      .where(
        or(
          isNotNull(marketOrders.rating),
          isNotNull(marketOrders.receivedMovementId),
          isNotNull(marketOrders.saleMovementId),
        ),
      );
    for (const table of [
      chainEvents,
      chainBlocks,
      chainCursor,
      trackedTransactions,
      marketOrders,
      marketProducts,
      marketBalances,
    ]) {
      await tx.delete(table);
    }
    return { address: from, orders: orders?.n ?? 0, ordersWithOffChainData: withOffChainData?.n ?? 0 };
  });
}
