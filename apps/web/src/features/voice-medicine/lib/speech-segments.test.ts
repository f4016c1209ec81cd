import { describe, expect, it } from 'vitest';
import type { SpeechResult, SpeechResultEvent } from './speech-recognition';
import { joinTranscript, readFinalResults, transcriptConfidence } from './speech-segments';

const result = (transcript: string, confidence: number, isFinal = true): SpeechResult => ({
  isFinal,
  length: 1,
  0: { transcript, confidence },
});

const event = (resultIndex: number, results: SpeechResult[]): SpeechResultEvent => ({ resultIndex, results });

describe('readFinalResults', () => {
  it('reads the final results from resultIndex on, trimmed, with their confidence', () => {
    const heard = readFinalResults(
      event(1, [result('already read', 0.9), result(' a sore throat ', 0.81), result('and a cough', 0.7)]),
    );
    expect(heard).toEqual([
      { transcript: 'a sore throat', confidence: 0.81 },
      { transcript: 'and a cough', confidence: 0.7 },
    ]);
  });

  it('skips interim and empty results', () => {
    expect(readFinalResults(event(0, [result('a sore thr', 0.3, false), result('   ', 0.9)]))).toEqual([]);
  });
});

describe('joinTranscript and transcriptConfidence', () => {
  it('joins the results with spaces', () => {
    expect(
      joinTranscript([
        { transcript: 'a headache', confidence: 0.9 },
        { transcript: 'since Monday', confidence: 0.5 },
      ]),
    ).toBe('a headache since Monday');
  });

  it('weights each confidence by its length, so a short mumble does not sink a clear sentence', () => {
    const confidence = transcriptConfidence([
      { transcript: 'a pounding headache since Monday', confidence: 0.9 },
      { transcript: 'um', confidence: 0.1 },
    ]);
    expect(confidence).toBeCloseTo((32 * 0.9 + 2 * 0.1) / 34, 10);
  });

  it('is null before anything was heard', () => {
    expect(transcriptConfidence([])).toBeNull();
  });
});
