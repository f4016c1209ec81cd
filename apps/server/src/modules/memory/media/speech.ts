import { AppError, errorText } from '../../../lib/app-error';
import { createWorkerJobs } from '../../../lib/worker-jobs';

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

const synthesiser = createWorkerJobs<{ text: string; options: typeof VOICE }, Uint8Array>({
  file: WORKER_FILE,
  maxWaiting: SPEECH_MAX_WAITING,
  busy: () => new AppError('THROTTLED', 429, errorText('speechBusy')),
  timeoutMs: SPEECH_TIMEOUT_MS,
  name: 'speech synthesis',
});

/**
 * The text as eSpeak is given it: control characters and runs of white space become one space, and it starts
 * with a space. text2wav passes the text as eSpeak's first command-line argument, so a text starting with "-"
 * would be read as an option (`-w <file>` writes a file, `-f <file>` reads one); with the space it is text.
 */
export function speakableText(text: string): string {
  return ` ${text.replace(/[\p{Cc}\s]+/gu, ' ').trim()}`;
}

/** A WAV file (RIFF, 16-bit PCM, mono, 22,050 Hz) of the text read aloud in English; 429 when too many wait. */
export async function synthesiseSpeech(text: string): Promise<Buffer> {
  const wav = await synthesiser.run({ text: speakableText(text), options: VOICE });
  return Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
}

/** Ends the synthesiser thread once the replies already queued are spoken (the app's onClose). */
export function stopSpeech(): Promise<void> {
  return synthesiser.stop();
}
