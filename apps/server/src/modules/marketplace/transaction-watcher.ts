import { marketplaceAbi } from '@careledger/contracts';
import { BaseError, decodeErrorResult, type Hex, TransactionReceiptNotFoundError } from 'viem';
import type { Database } from '../../db/client';
import type { Indexer } from './indexer';
import type { MarketplaceChain } from './marketplace-chain';
import { settleTransaction } from './track-transaction';

export interface TransactionWatcher {
  /** Watches a transaction until mined: then indexes at once, or records why it reverted. */
  watch(txHash: string): Promise<void>;
  stop(): Promise<void>;
}

export function createTransactionWatcher({
  db,
  chain,
  indexer,
  pollIntervalMs,
  onError,
}: {
  db: Database;
  chain: MarketplaceChain;
  indexer: Indexer;
  pollIntervalMs: number;
  onError: (error: unknown) => void;
}): TransactionWatcher {
  const running = new Map<string, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let isStopped = false;
  const pause = () =>
    new Promise<void>((wake) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        wake();
      }, pollIntervalMs);
      timers.add(timer);
    });

  const follow = async (txHash: string) => {
    while (!isStopped) {
      const receipt = await chain.client
        .getTransactionReceipt({ hash: txHash as Hex })
        .catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null;
          throw error;
        });
      if (receipt) {
        if (receipt.status === 'success') {
          // Index first: a client that sees `mined` and reloads must find the transaction's effects.
          await indexer.sync();
          await settleTransaction({ db, txHash });
        } else {
          await settleTransaction({
            db,
            txHash,
            error: await revertReason(chain, txHash, receipt.blockNumber),
          });
        }
        return;
      }
      await pause();
    }
  };

  return {
    watch(txHash) {
      const existing = running.get(txHash);
      if (existing) return existing;
      const run = follow(txHash)
        .catch(onError)
        .finally(() => running.delete(txHash));
      running.set(txHash, run);
      return run;
    },
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
  };
}

/** Replays the reverted call on the state before its block to read the contract's custom error. */
async function revertReason(chain: MarketplaceChain, txHash: string, blockNumber: bigint): Promise<string> {
  const tx = await chain.client.getTransaction({ hash: txHash as Hex });
  try {
    await chain.client.call({
      account: tx.from,
      to: tx.to ?? undefined,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: blockNumber > 0n ? blockNumber - 1n : blockNumber,
    });
  } catch (error) {
    const data = revertData(error);
    if (data) {
      try {
        return decodeErrorResult({ abi: marketplaceAbi, data }).errorName;
      } catch {
        // Not one of the marketplace's errors.
      }
    }
    if (error instanceof BaseError) return error.shortMessage;
  }
  return 'The transaction reverted.';
}

function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((e) => typeof (e as { data?: unknown }).data === 'string');
  const data = (found as { data?: unknown } | null)?.data;
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined;
}
