import { Worker } from 'node:worker_threads';
import { AppError, errorText } from '../../lib/app-error';
import { createSerialQueue } from '../../lib/serial-queue';
import type { AnalyseLesionOptions, LesionAnalysis, RgbImage, SegmentFailure } from './analysis';
import type { AnalysisJob } from './analysis-worker';

// One thread measures photos, one at a time: on the two cores CareLedger is sized for, a second thread would
// take the core the event loop needs. Photos beyond SKIN_MAX_WAITING are refused (429) rather than piled up
// in memory; the thread starts on first use and never keeps the process alive.

const WORKER_FILE = new URL('./analysis-worker-entry.mjs', import.meta.url);
/** Analyses waiting behind the running one before new ones are refused. */
export const SKIN_MAX_WAITING = 8;
/** A photo that takes longer has hit a bug; the thread is restarted. */
const ANALYSIS_TIMEOUT_MS = 60_000;

type WorkerReply =
  | { id: number; result: LesionAnalysis | { found: false; reason: SegmentFailure }; error?: undefined }
  | { id: number; error: string; result?: undefined };

let worker: Worker | null = null;
let nextId = 1;
const queue = createSerialQueue({
  maxWaiting: SKIN_MAX_WAITING,
  busy: () => new AppError('THROTTLED', 429, errorText('skinBusy')),
});

function startWorker(): Worker {
  if (worker) return worker;
  // The worker is TypeScript: its entry registers tsx, under `npm start` and under Vitest alike.
  const started = new Worker(WORKER_FILE);
  started.unref();
  const forget = () => {
    if (worker === started) worker = null;
  };
  started.on('error', forget);
  started.on('exit', forget);
  worker = started;
  return started;
}

function analyseOnThread(
  image: RgbImage,
  options: AnalyseLesionOptions,
): Promise<LesionAnalysis | { found: false; reason: SegmentFailure }> {
  const current = startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const settle = (
      error: Error | null,
      result?: LesionAnalysis | { found: false; reason: SegmentFailure },
    ) => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error || !result) reject(error ?? new Error('the skin analysis thread gave no result'));
      else resolve(result);
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.id !== id) return;
      if (reply.result) settle(null, reply.result);
      else settle(new Error(`skin analysis failed: ${reply.error}`));
    };
    const onError = (error: Error) => settle(error);
    const onExit = (code: number) =>
      settle(new Error(`the skin analysis thread stopped with exit code ${code}`));
    const timer = setTimeout(() => {
      settle(new Error(`skin analysis took over ${ANALYSIS_TIMEOUT_MS} ms`));
      void current.terminate();
    }, ANALYSIS_TIMEOUT_MS);
    timer.unref();
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    const job: AnalysisJob = { id, image, options };
    current.postMessage(job);
  });
}

/**
 * Starts the analysis thread if it is not running, without waiting: the screen reads the history and the
 * patients before anyone uploads, so the thread's start (loading the analysis, ~1 s) is not in the first
 * photo's wait.
 */
export function warmAnalysisThread(): void {
  startWorker();
}

/** Measures a decoded photo on the analysis thread, after the ones before it; 429 when too many wait. */
export function analyseOnAnalysisThread(
  image: RgbImage,
  options: AnalyseLesionOptions,
): Promise<LesionAnalysis | { found: false; reason: SegmentFailure }> {
  return queue.run(() => analyseOnThread(image, options));
}

/** Ends the analysis thread once the photos already queued are measured (the app's onClose). */
export async function stopAnalysisThread(): Promise<void> {
  await queue.idle();
  const current = worker;
  worker = null;
  await current?.terminate();
}
