import { describe, expect, it } from 'vitest';
import {
  labelSentiment,
  meanSentiment,
  prepareForVader,
  scoreSentiment,
  scoreSentimentOfSentences,
} from './sentiment';

describe('sentiment (VADER)', () => {
  it('reads a capitalised "Not" as a negation, which vader-sentiment 1.1.3 alone does not', () => {
    expect(scoreSentiment('Not bad at all').label).toBe('positive');
    expect(scoreSentiment('not bad at all').compound).toBe(scoreSentiment('Not bad at all').compound);
    expect(scoreSentiment('Not good.').label).toBe('negative');
    expect(scoreSentiment('NOT happy with the new carer').label).toBe('negative');
  });

  it('reads a curly apostrophe in a negation as a straight one', () => {
    expect(scoreSentiment('I didn’t sleep well').label).toBe('negative');
    expect(prepareForVader('Didn’t like it')).toBe("didn't like it");
  });

  it('keeps capitals elsewhere, which VADER reads as emphasis', () => {
    expect(prepareForVader('Not a GREAT day')).toBe('not a GREAT day');
    expect(scoreSentiment('It was GREAT').compound).toBeGreaterThan(scoreSentiment('It was great').compound);
  });

  it('labels by the standard ±0.05 thresholds', () => {
    expect(labelSentiment(0.05)).toBe('positive');
    expect(labelSentiment(0.0499)).toBe('neutral');
    expect(labelSentiment(-0.0499)).toBe('neutral');
    expect(labelSentiment(-0.05)).toBe('negative');
  });

  it('scores everyday positive, negative and neutral talk', () => {
    expect(scoreSentiment('My daughter visited and we had a lovely afternoon.').label).toBe('positive');
    expect(scoreSentiment('I feel lonely and sad today.').label).toBe('negative');
    expect(scoreSentiment('The pharmacy opens at nine.')).toEqual({ label: 'neutral', compound: 0 });
  });

  it('reads common emoji as the faces they show', () => {
    expect(scoreSentiment('😊').label).toBe('positive');
    expect(scoreSentiment('😢').label).toBe('negative');
    expect(scoreSentiment('Lunch with Bob 😊').compound).toBeGreaterThan(
      scoreSentiment('Lunch with Bob').compound,
    );
  });

  it('is neutral for empty text and for no sentences', () => {
    expect(scoreSentiment('')).toEqual({ label: 'neutral', compound: 0 });
    expect(scoreSentimentOfSentences([])).toEqual({ label: 'neutral', compound: 0 });
  });

  it('averages sentence scores for a longer entry', () => {
    const happy = scoreSentiment('I had a wonderful day.').compound;
    const flat = scoreSentiment('The bus was at ten.').compound;
    expect(scoreSentimentOfSentences(['I had a wonderful day.', 'The bus was at ten.']).compound).toBeCloseTo(
      (happy + flat) / 2,
      4,
    );
    expect(meanSentiment([0.5, -0.5])).toEqual({ label: 'neutral', compound: 0 });
  });
});
