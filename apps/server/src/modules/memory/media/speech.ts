import { Worker } from 'node:worker_threads';
import { AppError, errorText } from '../../../lib/app-error';
import { createSerialQueue } from '../../../lib/serial-queue';

// Spoken replies: WAV made offline by text2wav (eSpeak NG in WebAssembly; GPL-3.0, a separate package that
// runs only here, on the server, never in the browser). One synthesiser thread per process, started by the
// first reply and kept; replies take turns on it, so however many arrive, one synthesis holds memory at a time.

const WORKER_FILE = new URL('./speech-worker.cjs', import.meta.url);

/** English, a little slower than eSpeak's 175 words a minute: the listeners are often older patients. */
const VOICE = { voice: 'en', speed: 160 } as const;
/** Replies queued behind the one being spoken; more are refused (429). */
const SPEECH_MAX_WAITING = 16;
/** A synthesis never takes this long (a 1,000-character reply takes about two seconds): the thread is stuck. */
const SPEECH_TIMEOUT_MS = 30_000;

interface WorkerReply {
  id: number;
  wav?: Uint8Array;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const queue = createSerialQueue({
  maxWaiting: SPEECH_MAX_WAITING,
  busy: () => new AppError('THROTTLED', 429, errorText('speechBusy')),
});

/**
 * The text as eSpeak is given it: control characters and runs of white space become one space, and it starts
 * with a space. text2wav passes the text as eSpeak's first command-line argument, so a text starting with "-"
 * would be read as an option (`-w <file>` writes a file, `-f <file>` reads one); with the space it is text.
 */
export function speakableText(text: string): string {
  return ` ${text.replace(/[\p{Cc}\s]+/gu, ' ').trim()}`;
}

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  // An idle synthesiser never keeps the process alive.
  started.unref();
  const forget = () => {
    if (worker === started) worker = null;
  };
  started.on('error', forget);
  started.on('exit', forget);
  worker = started;
  return started;
}

function synthesise(text: string): Promise<Uint8Array> {
  const current = startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const settle = (error: Error | null, wav?: Uint8Array) => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve(wav ?? new Uint8Array());
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.id !== id) return;
      if (reply.wav) settle(null, reply.wav);
      else settle(new Error(`speech synthesis failed: ${reply.error ?? 'no audio'}`));
    };
    const onError = (error: Error) => settle(error);
    const onExit = (code: number) => settle(new Error(`the speech thread stopped with exit code ${code}`));
    const timer = setTimeout(() => {
      settle(new Error(`speech synthesis took over ${SPEECH_TIMEOUT_MS} ms`));
      void current.terminate();
    }, SPEECH_TIMEOUT_MS);
    timer.unref();
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.postMessage({ id, text, options: VOICE });
  });
}

/** A WAV file (RIFF, 16-bit PCM, mono, 22,050 Hz) of the text read aloud in English; 429 when too many wait. */
export async function synthesiseSpeech(text: string): Promise<Buffer> {
  const wav = await queue.run(() => synthesise(speakableText(text)));
  return Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
}

/** Ends the synthesiser thread once the replies already queued are spoken (the app's onClose). */
export async function stopSpeech(): Promise<void> {
  await queue.idle();
  const current = worker;
  worker = null;
  await current?.terminate();
}
