import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { AppError, errorText } from '../../../lib/app-error';
import { createSerialQueue } from '../../../lib/serial-queue';

// OCR with tesseract.js (Apache-2.0; WebAssembly in a worker thread, so the event loop keeps serving). One
// worker per process, started by the first image (about half a second: the engine and a 3 MB model), then
// kept: each image waits its turn on it. Nothing is downloaded, ever: the model is read from the
// @tesseract.js-data/eng package and nothing is cached to disk.

const require = createRequire(import.meta.url);

/**
 * The English LSTM model (`4.0.0_best_int`, the one tesseract.js would fetch from a CDN for LSTM-only
 * recognition), gzipped in the package: `gzip: true` makes tesseract.js read `eng.traineddata.gz`.
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Images queued behind the one being read; more are refused (429) rather than held in memory. */
const OCR_MAX_WAITING = 8;

/** What OCR read from an image. */
export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0..100 (0 when it found no words). */
  confidence: number;
}

let worker: Promise<Tesseract.Worker> | null = null;
let isStarted = false;
const queue = createSerialQueue({
  maxWaiting: OCR_MAX_WAITING,
  busy: () => new AppError('THROTTLED', 429, errorText('ocrBusy')),
});

function startWorker(): Promise<Tesseract.Worker> {
  worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  }).then(
    async (started) => {
      // Photos and screenshots carry no real resolution (or a meaningless one); without this Tesseract warns
      // on every image and guesses 70 dpi. 300 is the resolution its models are tuned for.
      await started.setParameters({ user_defined_dpi: '300' });
      isStarted = true;
      return started;
    },
    (error: unknown) => {
      // The next image tries again.
      worker = null;
      throw error;
    },
  );
  return worker;
}

/** Whether the OCR worker has started (it starts on the first image). */
export function isOcrReady(): boolean {
  return isStarted;
}

/** Forgets the worker and ends it; the next image starts another. */
async function endWorker(): Promise<void> {
  const current = worker;
  worker = null;
  isStarted = false;
  const started = await current?.catch(() => null);
  await started?.terminate().catch(() => undefined);
}

/** Reads the text of an image (a PNG from prepareImageForOcr), after the images before it; 429 when too many wait. */
export function readImageText(png: Buffer): Promise<OcrResult> {
  return queue.run(async () => {
    try {
      const { data } = await (await startWorker()).recognize(png);
      return { text: data.text, confidence: Math.min(100, Math.max(0, data.confidence)) };
    } catch (error) {
      // A worker that failed once is not trusted with the next image.
      await endWorker();
      throw error;
    }
  });
}

/** Ends the worker once the images already queued are read (the app's onClose); the next image starts another. */
export async function stopOcr(): Promise<void> {
  await queue.idle();
  await endWorker();
}
