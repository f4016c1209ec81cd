import { describe, expect, it } from 'vitest';
import { EXACT_CONFIDENCE, HEDGE_FACTOR } from './confidence';
import { understandSymptoms } from './understand-symptoms';

const symptom = (text: string, key: string) =>
  understandSymptoms(text).symptoms.find((found) => found.key === key);

describe('hedges (ConText uncertainty)', () => {
  it.each([
    ['maybe a headache', 'headache'],
    ['I might have a fever', 'fever'],
    ['possibly the flu', 'flu_symptoms'],
    ['a bit of a cough', 'cough'],
    ['slight headache', 'headache'],
    ['kind of dizzy', 'dizziness'],
    ['sort of nauseous', 'nausea'],
    ['I think I have a fever', 'fever'],
    ["I'm not sure if it's a rash", 'rash'],
    ['just a cold I think', 'cold_symptoms'],
    ['what should I take if I get a migraine', 'migraine'],
  ])('"%s" keeps %s, hedged, at lower confidence', (text, key) => {
    const found = symptom(text, key);
    expect(found?.hedged).toBe(true);
    expect(found?.confidence).toBeCloseTo(EXACT_CONFIDENCE * HEDGE_FACTOR, 10);
  });

  it('hedges what follows the cue in its clause, and looks back only when nothing follows', () => {
    const result = understandSymptoms('runny nose and watery eyes for a week, maybe allergies');
    expect(result.symptoms.map((found) => [found.key, found.hedged])).toEqual([
      ['runny_nose', false],
      ['watery_eyes', false],
      ['allergies', true],
    ]);
  });

  it('does not let a hedge cross a termination term', () => {
    const result = understandSymptoms('maybe a cold but definitely a sore throat');
    expect(result.symptoms.map((found) => [found.key, found.hedged])).toEqual([
      ['cold_symptoms', true],
      ['sore_throat', false],
    ]);
  });

  it('keeps a hedged red flag as a red flag: doubt is no reason not to escalate', () => {
    expect(understandSymptoms('I think I might pass out').redFlags.map((flag) => flag.key)).toEqual([
      'fainting',
    ]);
  });
});

describe('historical findings (ConText temporality)', () => {
  it('reports past symptoms apart from current ones', () => {
    const result = understandSymptoms(
      "I used to get migraines as a teenager, now it's just tension headaches",
    );
    expect(result.symptoms.map((found) => found.key)).toEqual(['headache']);
    expect(result.historical.map((found) => found.key)).toEqual(['migraine']);
  });

  it('does not escalate a red flag from long ago', () => {
    const result = understandSymptoms('I had a seizure as a child. Today I have a headache.');
    expect(result.redFlags).toEqual([]);
    expect(result.historical.map((found) => found.key)).toEqual(['seizure']);
  });
});
