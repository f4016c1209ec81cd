/**
 * How far an analysis has got, from what is really known: the bytes of the photo sent, then the server at work
 * (nothing measures that, so it has no percentage), then its answer.
 */
export type AnalysisProgress =
  | { phase: 'idle' }
  /** `percent` is null when the browser cannot tell the body's size. */
  | { phase: 'uploading'; percent: number | null }
  | { phase: 'analysing' }
  | { phase: 'done' };

export const IDLE_PROGRESS: AnalysisProgress = { phase: 'idle' };
/** Sent, nothing yet acknowledged. */
export const UPLOAD_STARTED: AnalysisProgress = { phase: 'uploading', percent: 0 };
export const ANALYSING: AnalysisProgress = { phase: 'analysing' };
export const DONE: AnalysisProgress = { phase: 'done' };

/** The upload's share sent as a whole percentage, never past 100. */
export function uploadProgress(loaded: number, total: number): AnalysisProgress {
  if (total <= 0) return { phase: 'uploading', percent: null };
  return { phase: 'uploading', percent: Math.min(100, Math.floor((loaded / total) * 100)) };
}

/** The bar's aria-valuenow: a measured percentage, or null while the bar is indeterminate. */
export function progressValue(progress: AnalysisProgress): number | null {
  switch (progress.phase) {
    case 'idle':
      return 0;
    case 'uploading':
      return progress.percent;
    case 'analysing':
      return null;
    case 'done':
      return 100;
  }
}
