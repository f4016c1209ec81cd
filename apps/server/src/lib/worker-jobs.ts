import { Worker } from 'node:worker_threads';
import { createSerialQueue } from './serial-queue';

// A worker thread that does one kind of heavy job (speech synthesis, skin analysis) off the event loop, one job
// at a time: jobs beyond `maxWaiting` are refused rather than piled up in memory, a job that overruns its time
// restarts the thread, and the thread starts on first use and never keeps the process alive.
//
// The protocol: the thread gets `{ id, ...job }` and answers `{ id, result }` or `{ id, error }` (a message).

/** What a worker thread answers for one job. */
export type WorkerJobReply<Result> =
  | { id: number; result: Result; error?: undefined }
  | { id: number; error: string; result?: undefined };

export interface WorkerJobsOptions {
  /** The thread's entry file (a URL next to the caller's module). */
  file: URL;
  /** Jobs waiting behind the running one before new ones are refused with `busy()`. */
  maxWaiting: number;
  busy: () => Error;
  /** A job that takes longer has hit a bug or a stuck thread: it fails and the thread is restarted. */
  timeoutMs: number;
  /** What the thread does, for error messages ("speech synthesis"). */
  name: string;
}

export interface WorkerJobs<Job, Result> {
  /** Runs a job after the ones before it; `transfer` moves those buffers to the thread instead of copying them. */
  run(job: Job, transfer?: readonly ArrayBuffer[]): Promise<Result>;
  /** Starts the thread if it is not running, without waiting for it. */
  warm(): void;
  /** Ends the thread once the jobs already queued have settled (an app's onClose). */
  stop(): Promise<void>;
}

export function createWorkerJobs<Job extends object, Result>({
  file,
  maxWaiting,
  busy,
  timeoutMs,
  name,
}: WorkerJobsOptions): WorkerJobs<Job, Result> {
  let worker: Worker | null = null;
  let nextId = 1;
  const queue = createSerialQueue({ maxWaiting, busy });

  function startWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(file);
    started.unref();
    const forget = () => {
      if (worker === started) worker = null;
    };
    started.on('error', forget);
    started.on('exit', forget);
    worker = started;
    return started;
  }

  function runOnThread(job: Job, transfer: readonly ArrayBuffer[]): Promise<Result> {
    const current = startWorker();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const settle = (error: Error | null, reply?: WorkerJobReply<Result>) => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (error) reject(error);
        else if (reply?.error !== undefined) reject(new Error(`${name} failed: ${reply.error}`));
        else resolve(reply?.result as Result);
      };
      const onMessage = (reply: WorkerJobReply<Result>) => {
        if (reply.id === id) settle(null, reply);
      };
      const onError = (error: Error) => settle(error);
      const onExit = (code: number) => settle(new Error(`the ${name} thread stopped with exit code ${code}`));
      const timer = setTimeout(() => {
        settle(new Error(`${name} took over ${timeoutMs} ms`));
        // Forgotten before it has exited, so the next job starts a new thread instead of meeting this one's end.
        if (worker === current) worker = null;
        void current.terminate();
      }, timeoutMs);
      timer.unref();
      current.on('message', onMessage).on('error', onError).on('exit', onExit);
      current.postMessage({ ...job, id }, [...transfer]);
    });
  }

  return {
    run: (job, transfer = []) => queue.run(() => runOnThread(job, transfer)),
    warm() {
      startWorker();
    },
    async stop() {
      await queue.idle();
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}
