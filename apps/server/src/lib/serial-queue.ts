/** Runs tasks one at a time, in order, refusing new ones while `maxWaiting` are already waiting. */
export interface SerialQueue {
  /** Runs `task` after the ones before it; throws `busy()` at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Settles once every task queued so far has settled. */
  idle(): Promise<void>;
  /** Tasks running or waiting. */
  readonly size: number;
}

/**
 * A queue for work that must not run side by side (one OCR worker, one speech synthesiser, one skin analysis thread): each task starts
 * when the previous one settles, whether it succeeded or not, and a full queue refuses instead of piling up
 * uploads in memory.
 */
export function createSerialQueue({
  maxWaiting,
  busy,
}: {
  maxWaiting: number;
  busy: () => Error;
}): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    get size() {
      return size;
    },
    idle: () => tail.then(() => undefined),
    run<T>(task: () => Promise<T>): Promise<T> {
      // One running plus maxWaiting behind it.
      if (size > maxWaiting) return Promise.reject(busy());
      size += 1;
      const result = tail.then(task);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result.finally(() => {
        size -= 1;
      });
    },
  };
}
