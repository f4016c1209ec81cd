import { describe, expect, it } from 'vitest';
import { FUZZY_CONFIDENCE } from './confidence';
import { understandSymptoms } from './understand-symptoms';

const keysOf = (text: string) => understandSymptoms(text).symptoms.map((symptom) => symptom.key);

// Lay synonyms and misspellings found missing by the held-out set, and the look-alikes they must not catch.
describe('lay phrases', () => {
  it.each([
    ['throat feels like razor blades', ['sore_throat']],
    ['streaming nose', ['runny_nose']],
    ['my baby is a bit snuffly', ['nasal_congestion']],
    ['lots of wind', ['gas']],
    ['I feel sick', ['nausea']],
    ['I feel a bit sick', ['nausea']],
    ['I think I have a slight temperature', ['fever']],
    ['temp for 2 days', ['fever']],
    ['feels really hot to me', ['fever']],
    ['chesty cough', ['cough', 'chest_congestion']],
    ['my stomach just aches', ['stomach_pain']],
    ['itchy red rash', ['itchy_skin', 'rash']],
    ["a rash that's really itchy", ['rash', 'itchy_skin']],
    ['mucus dripping down the back of my throat', ['postnasal_drip']],
  ] as const)('"%s" is %j', (text, keys) => {
    expect(keysOf(text)).toEqual(keys);
  });

  it.each([
    ['heartburn burning up into my throat', ['heartburn']],
    ['a mouth ulcer that stings', ['mouth_sores']],
    ['chest pressure and sweating', []],
    ['my temperature is normal', []],
    ['took her temperature', []],
    ['I am sick of this cold', ['cold_symptoms']],
  ] as const)('"%s" is only %j', (text, keys) => {
    expect(keysOf(text)).toEqual(keys);
  });
});

describe('misspellings edit distance cannot reach', () => {
  it.each([
    ['soar throte', 'sore_throat'],
    ['runny noes', 'runny_nose'],
    ['cofing all night', 'cough'],
    ['itchy eys', 'itchy_eyes'],
    ['feeling dizy', 'dizziness'],
    ['bad hedake', 'headache'],
  ])('"%s" is %s, with the confidence of a corrected word', (text, key) => {
    const [symptom, ...rest] = understandSymptoms(text).symptoms;
    expect(rest).toEqual([]);
    expect(symptom).toMatchObject({ key, confidence: FUZZY_CONFIDENCE });
  });

  it('reads "stomache" as "stomach" before a pain word and as "stomach ache" alone', () => {
    expect(keysOf('stomache cramps')).toEqual(['stomach_pain']);
    expect(keysOf('bad stomache')).toEqual(['stomach_pain']);
  });
});
