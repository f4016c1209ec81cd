import { SPEECH_RECOGNITION_SETTINGS } from '@careledger/shared';

// The browser's speech recogniser (Web Speech API). lib.dom types only its results, so the recogniser is typed
// here with the part this screen uses. Chromium and Safari name it `webkitSpeechRecognition`; Firefox has none.

export interface SpeechAlternative {
  readonly transcript: string;
  /** 0..1, as the recogniser estimates it. */
  readonly confidence: number;
}

export interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative;
}

export interface SpeechResultEvent {
  /** The first result that changed; the list holds the session's earlier results too. */
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResult };
}

export interface SpeechErrorEvent {
  /** The spec's error codes: `no-speech`, `not-allowed`, `network`, `audio-capture`, ... */
  readonly error: string;
}

export interface SpeechRecogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  /** Stops listening; results still pending arrive before `end`. */
  stop(): void;
  /** Stops at once, dropping pending results. */
  abort(): void;
}

export type SpeechRecogniserConstructor = new () => SpeechRecogniser;

interface SpeechScope {
  SpeechRecognition?: SpeechRecogniserConstructor;
  webkitSpeechRecognition?: SpeechRecogniserConstructor;
}

/** The browser's recogniser, standard or prefixed, or undefined when it has none. */
export function findSpeechRecognition(scope: object = globalThis): SpeechRecogniserConstructor | undefined {
  const speech = scope as SpeechScope;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** A recogniser set as spec 001 section 5 says: English (en-US), continuous, final results only. */
export function createSpeechRecogniser(Recogniser: SpeechRecogniserConstructor): SpeechRecogniser {
  const recogniser = new Recogniser();
  recogniser.lang = SPEECH_RECOGNITION_SETTINGS.lang;
  recogniser.continuous = SPEECH_RECOGNITION_SETTINGS.continuous;
  recogniser.interimResults = SPEECH_RECOGNITION_SETTINGS.interimResults;
  return recogniser;
}

/** Drops the handlers, so a recogniser being let go reports nothing more. */
export function detachSpeechRecogniser(recogniser: SpeechRecogniser): void {
  recogniser.onresult = null;
  recogniser.onerror = null;
  recogniser.onend = null;
}
