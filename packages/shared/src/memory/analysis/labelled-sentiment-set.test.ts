import { describe, expect, it } from 'vitest';
import { evaluateSentiment } from './evaluate-sentiment';
import { LABELLED_SENTIMENT_SET } from './labelled-sentiment-set';

describe('labelled sentiment set', () => {
  it('has at least 40 distinct, non-empty sentences', () => {
    expect(LABELLED_SENTIMENT_SET.length).toBeGreaterThanOrEqual(40);
    const texts = LABELLED_SENTIMENT_SET.map((entry) => entry.text.trim());
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts.map((text) => text.toLowerCase())).size).toBe(texts.length);
  });

  it('covers each label at least ten times', () => {
    for (const label of ['positive', 'negative', 'neutral'] as const) {
      expect(LABELLED_SENTIMENT_SET.filter((entry) => entry.label === label).length).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('includes negations, a capitalised "Not" and "Not bad"', () => {
    const texts = LABELLED_SENTIMENT_SET.map((entry) => entry.text);
    expect(
      texts.filter((text) => /\b(?:not|no|never|\w+n['’]t)\b/i.test(text)).length,
    ).toBeGreaterThanOrEqual(5);
    expect(texts.some((text) => /^Not\b/.test(text))).toBe(true);
    expect(texts.some((text) => /\bnot bad\b/i.test(text))).toBe(true);
  });
});

describe('evaluateSentiment', () => {
  it('counts exact label matches and lists the mistakes', () => {
    const result = evaluateSentiment([
      { text: 'I had a wonderful day.', label: 'positive' },
      { text: 'I had a wonderful day.', label: 'negative' },
    ]);
    expect(result).toMatchObject({ total: 2, correct: 1, accuracy: 0.5 });
    expect(result.mistakes).toEqual([
      expect.objectContaining({ text: 'I had a wonderful day.', expected: 'negative', actual: 'positive' }),
    ]);
  });

  it('scores 0 on an empty set and evaluates the bundled set by default', () => {
    expect(evaluateSentiment([]).accuracy).toBe(0);
    expect(evaluateSentiment().total).toBe(LABELLED_SENTIMENT_SET.length);
  });
});
