import { marketplaceAbi } from '@careledger/contracts';
import {
  TRACKED_TRANSACTION_KINDS,
  type TrackedTransaction,
  type TrackedTransactionKind,
} from '@careledger/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeFunctionData, type Hex, TransactionNotFoundError } from 'viem';
import type { Database } from '../../db/client';
import { marketOrders, marketProducts, trackedTransactions } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { MarketplaceChain } from './marketplace-chain';

export function toTrackedTransaction(row: typeof trackedTransactions.$inferSelect): TrackedTransaction {
  return {
    txHash: row.txHash as TrackedTransaction['txHash'],
    kind: row.kind,
    from: row.from as TrackedTransaction['from'],
    state: row.state,
    error: row.error,
    submittedAt: row.submittedAt.toISOString(),
  };
}

export async function getTrackedTransaction({ db, txHash }: { db: Database; txHash: string }) {
  const [row] = await db.select().from(trackedTransactions).where(eq(trackedTransactions.txHash, txHash));
  if (!row) throw notFound('transactionNotReported', { txHash });
  return toTrackedTransaction(row);
}

/**
 * Records a transaction the web app sent to the marketplace: fetched from the chain, required to call the
 * marketplace, decoded. A purchase shows at once as a pending order that is not mined. Reporting the same
 * hash again returns what is stored. The caller watches the receipt (watchTransaction).
 */
export async function trackTransaction({
  db,
  chain,
  txHash,
}: {
  db: Database;
  chain: MarketplaceChain;
  txHash: string;
}): Promise<{ transaction: TrackedTransaction; created: boolean }> {
  const [existing] = await db
    .select()
    .from(trackedTransactions)
    .where(eq(trackedTransactions.txHash, txHash));
  if (existing) return { transaction: toTrackedTransaction(existing), created: false };

  let tx: Awaited<ReturnType<typeof chain.client.getTransaction>>;
  try {
    tx = await chain.client.getTransaction({ hash: txHash as Hex });
  } catch (error) {
    if (error instanceof TransactionNotFoundError || (error as Error).name === 'TransactionNotFoundError') {
      throw notFound('transactionUnknown', { chainId: chain.chainId, txHash });
    }
    throw error;
  }
  if (tx.to?.toLowerCase() !== chain.address.toLowerCase()) {
    throw badRequest('transactionWrongContract', { txHash, address: chain.address.toLowerCase() });
  }
  let call: ReturnType<typeof decodeFunctionData<typeof marketplaceAbi>>;
  try {
    call = decodeFunctionData({ abi: marketplaceAbi, data: tx.input });
  } catch {
    throw badRequest('transactionNotUnderstood', { txHash });
  }
  const kind = call.functionName as TrackedTransactionKind;
  if (!TRACKED_TRANSACTION_KINDS.includes(kind)) {
    throw badRequest('transactionNotTracked', {
      txHash,
      functionName: call.functionName,
      tracked: TRACKED_TRANSACTION_KINDS.join(', '),
    });
  }
  const args = (call.args ?? []).map((value) => String(value).toLowerCase());
  const from = tx.from.toLowerCase();

  const seller = kind === 'purchase' ? await sellerOf(db, chain, BigInt(args[0] ?? 0)) : null;
  return db.transaction(async (t) => {
    const [row] = await t
      .insert(trackedTransactions)
      .values({ txHash, kind, from, args, valueWei: tx.value.toString(), state: 'pending' })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [raced] = await t
        .select()
        .from(trackedTransactions)
        .where(eq(trackedTransactions.txHash, txHash));
      if (!raced) throw new Error(`tracked transaction ${txHash} vanished`);
      return { transaction: toTrackedTransaction(raced), created: false };
    }
    if (kind === 'purchase' && seller) {
      const [indexed] = await t
        .update(marketOrders)
        .set({ tracked: true })
        .where(eq(marketOrders.txHash, txHash))
        .returning({ rowId: marketOrders.rowId });
      if (!indexed) {
        const quantity = BigInt(args[1] ?? 0);
        await t.insert(marketOrders).values({
          txHash,
          productId: Number(args[0]),
          buyer: from,
          seller,
          quantity: Number(quantity),
          unitPriceWei: args[2] ?? '0',
          totalWei: tx.value.toString(),
          metadataHash: args[3] ?? null,
          status: 'pending',
          mined: false,
          tracked: true,
        });
      }
    }
    return { transaction: toTrackedTransaction(row), created: true };
  });
}

/** The listing's seller, from the index or (not indexed yet) from the contract. */
async function sellerOf(db: Database, chain: MarketplaceChain, productId: bigint): Promise<string | null> {
  if (productId <= 0n || productId > 2n ** 31n) return null;
  const [product] = await db
    .select({ seller: marketProducts.seller })
    .from(marketProducts)
    .where(eq(marketProducts.id, Number(productId)));
  if (product) return product.seller;
  const [seller] = await chain.client.readContract({
    address: chain.address,
    abi: marketplaceAbi,
    functionName: 'products',
    args: [productId],
  });
  return /^0x0{40}$/.test(seller) ? null : seller.toLowerCase();
}

/** Marks a tracked transaction mined, or failed with the contract error that reverted it. */
export async function settleTransaction({
  db,
  txHash,
  error,
}: {
  db: Database;
  txHash: string;
  /** The revert reason; undefined when the transaction succeeded. */
  error?: string;
}): Promise<void> {
  await db.transaction(async (t) => {
    await t
      .update(trackedTransactions)
      .set(error === undefined ? { state: 'mined' } : { state: 'failed', error })
      .where(eq(trackedTransactions.txHash, txHash));
    if (error !== undefined) {
      await t
        .update(marketOrders)
        .set({ status: 'failed', mined: true, updatedAt: new Date() })
        .where(and(eq(marketOrders.txHash, txHash), isNull(marketOrders.orderId)));
    }
  });
}
