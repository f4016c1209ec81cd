import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { type IndexChainResult, indexChain } from './index-chain';
import type { MarketplaceChain } from './marketplace-chain';

export interface Indexer {
  /** Indexes now (after any run in progress) and resolves when the index has caught up with that moment. */
  sync(): Promise<IndexChainResult>;
  /** Polls every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface CreateIndexerOptions {
  db: Database;
  chain: MarketplaceChain;
  /** Where the notifications of indexed orders are pushed. */
  hub?: SseHub;
  onError: (error: unknown) => void;
}

/** Runs indexChain one at a time: a sync asked for during a run starts once it ends, never alongside it. */
export function createIndexer({ db, chain, hub, onError }: CreateIndexerOptions): Indexer {
  let tail: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const sync = () => {
    const run = tail.then(() => indexChain({ db, chain, hub }));
    tail = run.catch(() => {});
    return run;
  };

  return {
    sync,
    start(intervalMs) {
      const tick = async () => {
        try {
          await sync();
        } catch (error) {
          onError(error);
        }
        if (!isStopped) timer = setTimeout(tick, intervalMs);
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await tail;
    },
  };
}
