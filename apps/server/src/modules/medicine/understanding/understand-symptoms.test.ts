import { describe, expect, it } from 'vitest';
import { FUZZY_CONFIDENCE, HEDGE_FACTOR } from './confidence';
import { understandSymptoms } from './understand-symptoms';

describe('understandSymptoms', () => {
  it('returns symptoms with confidence, severity, duration, hedge and the words matched', () => {
    const result = understandSymptoms('I have had a terrible headache for 3 days and maybe a slight fever.');
    expect(result.symptoms).toEqual([
      {
        key: 'headache',
        confidence: 1,
        severity: 'severe',
        durationDays: 3,
        hedged: false,
        matched: 'headache',
      },
      {
        key: 'fever',
        confidence: HEDGE_FACTOR,
        severity: 'mild',
        durationDays: 3,
        hedged: true,
        matched: 'fever',
      },
    ]);
  });

  it('quotes the original words, as written', () => {
    const [symptom] = understandSymptoms('My THROAT is killing me').symptoms;
    expect(symptom?.matched).toBe('THROAT is killing me');
  });

  it('multiplies the fuzzy and hedge factors: a hedged misspelling is 0.85 x 0.6', () => {
    const [symptom] = understandSymptoms('maybe a headake').symptoms;
    expect(symptom?.confidence).toBeCloseTo(FUZZY_CONFIDENCE * HEDGE_FACTOR, 10);
  });

  it('keeps one entry per symptom, with its best confidence', () => {
    const result = understandSymptoms('Maybe a headache. Actually yes, a real headache.');
    expect(result.symptoms).toHaveLength(1);
    expect(result.symptoms[0]).toMatchObject({ key: 'headache', confidence: 1, hedged: false });
  });

  it('returns empty results for empty or unrelated text', () => {
    for (const text of ['', '   ', 'What are your opening hours?']) {
      const result = understandSymptoms(text);
      expect(result.symptoms).toEqual([]);
      expect(result.redFlags).toEqual([]);
      expect(result.negated).toEqual([]);
    }
  });
});
