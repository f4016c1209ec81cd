// A scripted speech recogniser for tests: component tests call `installFakeSpeechRecognition()` in jsdom, and
// browser tests pass the same function to Playwright (`page.addInitScript(installFakeSpeechRecognition)`), since
// headless Chromium has no working recogniser. The test then speaks through `window.__speech`.
//
// Playwright sends the function's source to the page, so it must stand alone: no imports, nothing from this
// module's scope, and no syntax a compiler turns into helper calls (class fields, object spread).

/** What a test drives through `window.__speech`. */
export interface FakeSpeech {
  /** The listening recogniser hears `text`: a result event with one alternative (final unless told). */
  say(text: string, confidence?: number, isFinal?: boolean): void;
  /** The recogniser reports error `code` (`not-allowed`, `network`, `no-speech`, ...), then ends. */
  fail(code: string): void;
  /** The recogniser ends by itself, as after a long silence. */
  end(): void;
  isListening(): boolean;
  /** How the page set the recogniser up when it last started; null before any start. */
  settings(): { lang: string; continuous: boolean; interimResults: boolean } | null;
}

/** The window as the fake leaves it. */
export interface FakeSpeechWindow {
  __speech: FakeSpeech;
}

export function installFakeSpeechRecognition(): void {
  interface Alternative {
    transcript: string;
    confidence: number;
  }
  interface Result {
    isFinal: boolean;
    length: number;
    0: Alternative;
    item(index: number): Alternative | undefined;
  }
  interface Fake {
    lang: string;
    continuous: boolean;
    interimResults: boolean;
    maxAlternatives: number;
    onstart: ((event: object) => void) | null;
    onresult: ((event: object) => void) | null;
    onerror: ((event: object) => void) | null;
    onend: ((event: object) => void) | null;
    isStarted: boolean;
    hasEnded: boolean;
    results: Result[];
  }

  const scope = window as unknown as Record<string, unknown>;
  let active: Fake | null = null;
  let lastSettings: { lang: string; continuous: boolean; interimResults: boolean } | null = null;

  function listening(): Fake {
    if (!active?.isStarted || active.hasEnded)
      throw new Error('Fake speech recognition: nothing is listening.');
    return active;
  }

  /** Ends a session: no more events after `end`, as in a browser. */
  function finish(recogniser: Fake): void {
    if (recogniser.hasEnded) return;
    recogniser.hasEnded = true;
    recogniser.isStarted = false;
    if (active === recogniser) active = null;
    if (recogniser.onend) recogniser.onend({ type: 'end' });
  }

  function FakeSpeechRecognition(this: Fake) {
    this.lang = '';
    this.continuous = false;
    this.interimResults = false;
    this.maxAlternatives = 1;
    this.onstart = null;
    this.onresult = null;
    this.onerror = null;
    this.onend = null;
    this.isStarted = false;
    this.hasEnded = false;
    this.results = [];
  }
  FakeSpeechRecognition.prototype.start = function start(this: Fake) {
    if (this.isStarted) throw new DOMException('recognition has already started', 'InvalidStateError');
    this.isStarted = true;
    this.hasEnded = false;
    this.results = [];
    active = this;
    lastSettings = { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults };
    setTimeout(() => {
      if (this.isStarted && this.onstart) this.onstart({ type: 'start' });
    }, 0);
  };
  // A browser delivers pending results, then `end`, a moment after stop().
  FakeSpeechRecognition.prototype.stop = function stop(this: Fake) {
    if (!this.isStarted) return;
    setTimeout(() => finish(this), 0);
  };
  FakeSpeechRecognition.prototype.abort = function abort(this: Fake) {
    if (!this.isStarted) return;
    if (this.onerror) this.onerror({ type: 'error', error: 'aborted', message: '' });
    finish(this);
  };

  scope.SpeechRecognition = FakeSpeechRecognition;
  scope.webkitSpeechRecognition = FakeSpeechRecognition;
  const control: FakeSpeech = {
    say(text, confidence = 0.9, isFinal = true) {
      const recogniser = listening();
      const alternative = { transcript: text, confidence };
      const result: Result = {
        isFinal,
        length: 1,
        0: alternative,
        item: (index) => (index === 0 ? alternative : undefined),
      };
      recogniser.results.push(result);
      const results = recogniser.results.slice();
      if (recogniser.onresult)
        recogniser.onresult({ type: 'result', resultIndex: results.length - 1, results });
    },
    fail(code) {
      const recogniser = listening();
      // Nothing more is heard after an error; `end` follows.
      recogniser.isStarted = false;
      if (recogniser.onerror) recogniser.onerror({ type: 'error', error: code, message: '' });
      setTimeout(() => finish(recogniser), 0);
    },
    end() {
      finish(listening());
    },
    isListening: () => active?.isStarted === true,
    settings: () => lastSettings,
  };
  scope.__speech = control;
}

/** For the unsupported-browser path: a page whose browser has no recogniser at all. */
export function removeSpeechRecognition(): void {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
}
