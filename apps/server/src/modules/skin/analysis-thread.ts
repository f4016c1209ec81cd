import { AppError, errorText } from '../../lib/app-error';
import { createWorkerJobs } from '../../lib/worker-jobs';
import type { AnalyseLesionOptions, LesionAnalysis, RgbImage, SegmentFailure } from './analysis';
import type { AnalysisJob } from './analysis-worker';

// One thread measures photos, one at a time: on the two cores CareLedger is sized for, a second thread would
// take the core the event loop needs. Photos beyond SKIN_MAX_WAITING are refused (429) rather than piled up
// in memory; the thread starts on first use and never keeps the process alive.

/** Analyses waiting behind the running one before new ones are refused. */
export const SKIN_MAX_WAITING = 8;

type AnalysisOutcome = LesionAnalysis | { found: false; reason: SegmentFailure };

const analysisThread = createWorkerJobs<Omit<AnalysisJob, 'id'>, AnalysisOutcome>({
  // The worker is TypeScript: its entry registers tsx, under `npm start` and under Vitest alike.
  file: new URL('./analysis-worker-entry.mjs', import.meta.url),
  maxWaiting: SKIN_MAX_WAITING,
  busy: () => new AppError('THROTTLED', 429, errorText('skinBusy')),
  // A photo that takes longer has hit a bug; the thread is restarted.
  timeoutMs: 60_000,
  name: 'skin analysis',
});

/**
 * Starts the analysis thread if it is not running, without waiting: the screen reads the history and the
 * patients before anyone uploads, so the thread's start (loading the analysis, ~1 s) is not in the first
 * photo's wait.
 */
export function warmAnalysisThread(): void {
  analysisThread.warm();
}

/**
 * Measures a decoded photo on the analysis thread, after the ones before it; 429 when too many wait. Pixels
 * that own their buffer are moved to the thread, not copied: `image` is unusable afterwards.
 */
export function analyseOnAnalysisThread(
  image: RgbImage,
  options: AnalyseLesionOptions,
): Promise<AnalysisOutcome> {
  const { buffer } = image.data;
  const ownsBuffer = image.data.byteOffset === 0 && image.data.byteLength === buffer.byteLength;
  return analysisThread.run({ image, options }, ownsBuffer ? [buffer as ArrayBuffer] : []);
}

/** Ends the analysis thread once the photos already queued are measured (the app's onClose). */
export function stopAnalysisThread(): Promise<void> {
  return analysisThread.stop();
}
