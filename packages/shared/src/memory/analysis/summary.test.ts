import { describe, expect, it } from 'vitest';
import {
  type SentenceFeatures,
  SUMMARY_SENTENCE_MAX_CHARS,
  scoreSentence,
  summarise,
  summaryLength,
} from './summary';

function sentence(text: string, features: Partial<SentenceFeatures> = {}): SentenceFeatures {
  return {
    text,
    urgencyLevel: 'normal',
    compound: 0,
    actionItemCount: 0,
    dateCount: 0,
    entityCount: 0,
    contentWords: 0,
    ...features,
  };
}

describe('summarise', () => {
  it('scores by the documented formula', () => {
    const full = sentence('x', {
      urgencyLevel: 'high',
      actionItemCount: 3,
      dateCount: 2,
      entityCount: 5,
      compound: -0.5,
      contentWords: 40,
    });
    expect(scoreSentence(full, 0)).toBeCloseTo(3 + 1.5 + 1 + 1.5 + 0.5 + 0.5 + 0.5, 6);
    expect(scoreSentence(sentence('x', { urgencyLevel: 'medium', contentWords: 10 }), 2)).toBeCloseTo(
      1.75,
      6,
    );
  });

  it('chooses one sentence for up to three, two up to eight, three beyond', () => {
    expect([0, 1, 3, 4, 8, 9, 50].map(summaryLength)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('picks the urgent sentence over a pleasant opening one', () => {
    const summary = summarise([
      sentence('We had a nice lunch.', { compound: 0.4, contentWords: 3 }),
      sentence('Then Mum fell in the hall.', { urgencyLevel: 'high', entityCount: 1, contentWords: 4 }),
      sentence('The tea was cold.', { contentWords: 3 }),
    ]);
    expect(summary).toBe('Then Mum fell in the hall.');
  });

  it('keeps the chosen sentences in their order, as written', () => {
    const sentences = [
      sentence('Remember to call Sarah tomorrow.', { actionItemCount: 1, dateCount: 1 }),
      sentence('Ok.'),
      sentence('Fine.'),
      sentence('I fell over.', { urgencyLevel: 'high' }),
    ];
    expect(summarise(sentences)).toBe('Remember to call Sarah tomorrow. I fell over.');
  });

  it('prefers the earlier of equal sentences', () => {
    expect(summarise([sentence('Ok.'), sentence('Fine.')])).toBe('Ok.');
  });

  it('is empty without sentences and keeps an emoji-only one', () => {
    expect(summarise([])).toBe('');
    expect(summarise([sentence('😊😊')])).toBe('😊😊');
  });

  it('cuts a very long sentence at a word and marks the cut', () => {
    const long = 'word '.repeat(200).trim();
    const summary = summarise([sentence(long)]);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_SENTENCE_MAX_CHARS + 1);
    expect(summary.endsWith('word…')).toBe(true);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
  });
});
