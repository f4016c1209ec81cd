import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Block } from 'viem';
import type { Database } from '../../db/client';
import { chainBlocks, chainCursor, chainEvents, trackedTransactions } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { applyEvent, loadFollowedWallets } from './apply-event';
import { decodeLogs } from './decode-logs';
import type { MarketplaceChain } from './marketplace-chain';
import { deleteEventsAfter, rebuildProjections } from './rebuild-projections';

/** Events per insert statement (7 parameters each, well under PostgreSQL's 65,535). */
export const EVENT_INSERT_SLICE = 1000;

export interface IndexChainOptions {
  db: Database;
  chain: MarketplaceChain;
  /** Where each committed chunk's notifications are pushed. */
  hub?: SseHub;
  /** Events per insert statement; EVENT_INSERT_SLICE unless a test wants small slices. */
  insertSlice?: number;
}

export interface IndexChainResult {
  /** The last block indexed. */
  indexedBlock: number;
  headBlock: number;
  /** Events newly stored in this run. */
  stored: number;
  /** The block the index was rewound to, when the chain no longer had the cursor's block. */
  rewoundTo: number | null;
}

interface Cursor {
  blockNumber: number;
  blockHash: string | null;
}

/**
 * One indexing run: checks the cursor's block is still on the chain (else rewinds), then reads the
 * marketplace's logs in chunks up to head minus confirmations. Each chunk's events, their projections, their
 * notifications and the cursor commit in one transaction; events are keyed by (tx hash, log index), so a run
 * repeated after a crash stores nothing twice. Not safe to run concurrently with itself: see createIndexer.
 */
export async function indexChain({
  db,
  chain,
  hub,
  insertSlice = EVENT_INSERT_SLICE,
}: IndexChainOptions): Promise<IndexChainResult> {
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }));
  const saved = chain.saveState ? await chain.saveState() : head;
  const target = Math.min(head, saved) - chain.confirmations;
  let cursor = await readCursor(db, chain);
  let rewoundTo: number | null = null;

  if (cursor.blockHash !== null) {
    const onChain = await blockAt(chain, cursor.blockNumber);
    if (onChain?.hash?.toLowerCase() !== cursor.blockHash) {
      rewoundTo = await rewind({ db, chain, from: cursor.blockNumber });
      cursor = await readCursor(db, chain);
    }
  }

  let stored = 0;
  while (cursor.blockNumber < target) {
    const from = cursor.blockNumber + 1;
    const to = Math.min(from + chain.logChunkBlocks - 1, target);
    const logs = await chain.client.getLogs({
      address: chain.address,
      fromBlock: BigInt(from),
      toBlock: BigInt(to),
    });
    const numbers = [...new Set([...logs.map((log) => Number(log.blockNumber)), to])];
    const blocks = await Promise.all(numbers.map((n) => blockAt(chain, n)));
    const byNumber = new Map<number, Block>();
    for (const block of blocks) if (block?.number != null) byNumber.set(Number(block.number), block);
    // A log from a block the chain no longer has (a reorg while we read): read the chunk again next run.
    const isConsistent = logs.every(
      (log) => byNumber.get(Number(log.blockNumber))?.hash?.toLowerCase() === log.blockHash?.toLowerCase(),
    );
    const last = byNumber.get(to);
    if (!isConsistent || !last?.hash) break;
    const times = new Map([...byNumber].map(([n, b]) => [BigInt(n), new Date(Number(b.timestamp) * 1000)]));
    const events = decodeLogs(logs, times);

    await inTransaction({ db, hub }, async (tx) => {
      // In slices: one statement has at most 65,535 bind parameters (7 per event), and a busy chunk of
      // blocks can hold more events than that.
      const inserted: { txHash: string; logIndex: number }[] = [];
      for (let i = 0; i < events.length; i += insertSlice) {
        inserted.push(
          ...(await tx
            .insert(chainEvents)
            .values(events.slice(i, i + insertSlice))
            .onConflictDoNothing()
            .returning({ txHash: chainEvents.txHash, logIndex: chainEvents.logIndex })),
        );
      }
      const isNew = new Set(inserted.map((row) => `${row.txHash}:${row.logIndex}`));
      const followed = inserted.length > 0 ? await loadFollowedWallets(tx) : new Set<string>();
      for (const event of events) {
        const fresh = isNew.has(`${event.txHash}:${event.logIndex}`);
        await applyEvent({ db: tx, event, followed: fresh ? followed : undefined });
      }
      // A reported transaction whose events are indexed is mined, whether or not its watcher saw it yet.
      const txHashes = [...new Set(events.map((e) => e.txHash))];
      if (txHashes.length > 0) {
        await tx
          .update(trackedTransactions)
          .set({ state: 'mined' })
          .where(
            and(inArray(trackedTransactions.txHash, txHashes), eq(trackedTransactions.state, 'pending')),
          );
      }
      const hashes = [...byNumber.values()]
        .filter((b) => b.number !== null && b.hash !== null)
        .map((b) => ({ number: Number(b.number), hash: String(b.hash).toLowerCase() }));
      await tx
        .insert(chainBlocks)
        .values(hashes)
        .onConflictDoUpdate({ target: chainBlocks.number, set: { hash: sql`excluded.hash` } });
      const next = { blockNumber: to, blockHash: String(last.hash).toLowerCase(), updatedAt: new Date() };
      await tx
        .insert(chainCursor)
        .values({ id: 1, ...next })
        .onConflictDoUpdate({ target: chainCursor.id, set: next });
      stored += inserted.length;
    });
    cursor = { blockNumber: to, blockHash: String(last.hash).toLowerCase() };
  }
  return { indexedBlock: cursor.blockNumber, headBlock: head, stored, rewoundTo };
}

async function readCursor(db: Database, chain: MarketplaceChain): Promise<Cursor> {
  const [row] = await db.select().from(chainCursor).where(eq(chainCursor.id, 1));
  return row
    ? { blockNumber: row.blockNumber, blockHash: row.blockHash }
    : { blockNumber: chain.startBlock - 1, blockHash: null };
}

async function blockAt(chain: MarketplaceChain, blockNumber: number): Promise<Block | null> {
  if (blockNumber < 0) return null;
  try {
    return await chain.client.getBlock({ blockNumber: BigInt(blockNumber) });
  } catch {
    // Past the head: the chain is shorter than what we indexed (restored to an older state).
    return null;
  }
}

/**
 * Walks back from `from` through the stored block hashes to the newest one the chain still has, drops the
 * events after it and rebuilds the projections, in one transaction. Returns the block kept.
 */
async function rewind({ db, chain, from }: { db: Database; chain: MarketplaceChain; from: number }) {
  const stored = await db
    .select()
    .from(chainBlocks)
    .where(lte(chainBlocks.number, from))
    .orderBy(desc(chainBlocks.number));
  let keep: { number: number; hash: string } | null = null;
  const PAGE = 50;
  for (let i = 0; i < stored.length && !keep; i += PAGE) {
    const page = stored.slice(i, i + PAGE);
    const onChain = await Promise.all(page.map((b) => blockAt(chain, b.number)));
    const index = page.findIndex((b, j) => onChain[j]?.hash?.toLowerCase() === b.hash);
    if (index >= 0) keep = page[index] ?? null;
  }
  const keptBlock = keep?.number ?? chain.startBlock - 1;
  await db.transaction(async (tx) => {
    await deleteEventsAfter({ db: tx, blockNumber: keptBlock });
    await tx.delete(chainBlocks).where(gt(chainBlocks.number, keptBlock));
    if (keep) {
      const next = { blockNumber: keep.number, blockHash: keep.hash, updatedAt: new Date() };
      await tx.update(chainCursor).set(next).where(eq(chainCursor.id, 1));
    } else {
      await tx.delete(chainCursor);
    }
    await rebuildProjections({ db: tx });
  });
  return keptBlock;
}
