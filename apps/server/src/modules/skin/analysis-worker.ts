// The skin analysis thread: runs the pure analysis off the event loop, so the server keeps answering while a
// photo is measured (a second or so of arithmetic). Started by analysis-thread.ts with tsx as its loader.
import { parentPort } from 'node:worker_threads';
import { type AnalyseLesionOptions, analyseLesion, type RgbImage } from './analysis';

/** One job: the decoded photo and what the person told with it. */
export interface AnalysisJob {
  id: number;
  image: RgbImage;
  options: AnalyseLesionOptions;
}

parentPort?.on('message', (job: AnalysisJob) => {
  try {
    const result = analyseLesion(job.image, job.options);
    const transfer = result.found ? [result.overlay.data.buffer as ArrayBuffer] : [];
    parentPort?.postMessage({ id: job.id, result }, transfer);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
