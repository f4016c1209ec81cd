import { describe, expect, it } from 'vitest';
import {
  createSpeechRecogniser,
  findSpeechRecognition,
  type SpeechRecogniser,
  type SpeechRecogniserConstructor,
} from './speech-recognition';

/** A recogniser that only records how it was set up. */
function recorder(): SpeechRecogniserConstructor {
  return class implements SpeechRecogniser {
    lang = '';
    continuous = false;
    interimResults = true;
    onresult = null;
    onerror = null;
    onend = null;
    start() {}
    stop() {}
    abort() {}
  };
}

describe('findSpeechRecognition', () => {
  it('prefers the standard name, falls back to the webkit one, and is undefined without either', () => {
    const standard = recorder();
    const prefixed = recorder();
    expect(findSpeechRecognition({ SpeechRecognition: standard, webkitSpeechRecognition: prefixed })).toBe(
      standard,
    );
    expect(findSpeechRecognition({ webkitSpeechRecognition: prefixed })).toBe(prefixed);
    expect(findSpeechRecognition({})).toBeUndefined();
  });
});

describe('createSpeechRecogniser', () => {
  it('listens in English (US), continuously, for final results only (spec 001 section 5)', () => {
    const recogniser = createSpeechRecogniser(recorder());
    expect({
      lang: recogniser.lang,
      continuous: recogniser.continuous,
      interimResults: recogniser.interimResults,
    }).toEqual({ lang: 'en-US', continuous: true, interimResults: false });
  });
});
