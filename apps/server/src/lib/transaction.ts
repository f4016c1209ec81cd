import type { Database } from '../db/client';
import type { HubEvent, SseHub } from './sse-hub';

/** The events each open transaction has announced, waiting for its commit. Nested transactions share it. */
const pendingEvents = new WeakMap<Database, HubEvent[]>();

export interface TransactionOptions {
  db: Database;
  /** Where the events go once the outermost transaction commits; none for scripts and benchmarks. */
  hub?: SseHub;
}

/**
 * Runs `work` in a transaction whose events (see publishAfterCommit) reach the hub only after the outermost
 * transaction commits. Called with a transaction, it opens a savepoint inside it: its events join the outer
 * transaction's, and are dropped if the savepoint rolls back. A rolled-back write pushes nothing.
 */
export async function inTransaction<T>(
  { db, hub }: TransactionOptions,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const outer = pendingEvents.get(db);
  if (outer) {
    const mark = outer.length;
    try {
      return await db.transaction((tx) => {
        pendingEvents.set(tx, outer);
        return work(tx);
      });
    } catch (error) {
      outer.length = mark;
      throw error;
    }
  }
  const events: HubEvent[] = [];
  const result = await db.transaction((tx) => {
    pendingEvents.set(tx, events);
    return work(tx);
  });
  if (hub) for (const event of events) hub.publish(event);
  return result;
}

/**
 * Queues an event to be pushed once `tx` and every transaction around it commit. `tx` must come from
 * inTransaction: a write that announces something cannot be made outside one.
 */
export function publishAfterCommit(tx: Database, event: HubEvent): void {
  const events = pendingEvents.get(tx);
  if (!events) {
    throw new Error(
      'publishAfterCommit needs a transaction opened by inTransaction, so the event waits for it.',
    );
  }
  events.push(event);
}
