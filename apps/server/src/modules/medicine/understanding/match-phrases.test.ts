import { describe, expect, it } from 'vitest';
import { compilePhrases } from './compile-phrases';
import { matchPhrases } from './match-phrases';
import { tokenize } from './tokenize';

const index = compilePhrases([
  { value: 'pain', phrases: ['pain'] },
  { value: 'back_pain', phrases: ['back pain', 'back * hurt', 'pain in * back'] },
  { value: 'lower_back_pain', phrases: ['lower back pain'] },
  { value: 'itchy_eyes', phrases: ['itchy eyes', 'itchy * eyes'] },
  { value: 'watery_eyes', phrases: ['watery eyes'] },
  { value: 'rash', phrases: ['itchy rash'] },
  { value: 'itchy_skin', phrases: ['itchy rash'] },
  { value: 'self_harm', phrases: ['=cutting myself'] },
]);

const found = (text: string) => matchPhrases(tokenize(text).tokens, index).map((match) => match.value);

describe('matchPhrases', () => {
  it('keeps only the longest of overlapping matches', () => {
    expect(found('lower back pain')).toEqual(['lower_back_pain']);
    expect(found('pain')).toEqual(['pain']);
  });

  it('finds every occurrence with its token span', () => {
    const matches = matchPhrases(tokenize('back pain, then pain again').tokens, index);
    expect(matches.map((match) => [match.value, match.first, match.last])).toEqual([
      ['back_pain', 0, 1],
      ['pain', 3, 3],
    ]);
  });

  it('lets a gap skip up to two filler words, but not other words or a comma', () => {
    expect(found('my back really hurts')).toEqual(['back_pain']);
    expect(found('pain in my lower back')).toEqual(['back_pain']);
    expect(found('my back is really very sore and it hurts')).toEqual([]);
    expect(found('it came back and it hurts')).toEqual([]);
    expect(found('back, hurts')).toEqual([]);
  });

  it('keeps both meanings of one phrase, and stacked adjectives on one noun', () => {
    expect(found('an itchy rash')).toEqual(['rash', 'itchy_skin']);
    expect(found('itchy watery eyes')).toEqual(['itchy_eyes', 'watery_eyes']);
  });

  it('matches a "=" word only as written', () => {
    expect(found('I keep cutting myself')).toEqual(['self_harm']);
    expect(found('I cut myself')).toEqual([]);
  });

  it('matches a misspelt word only through the fuzzy lookup, and marks it', () => {
    const tokens = tokenize('bakc pain').tokens;
    expect(matchPhrases(tokens, index).map((match) => match.value)).toEqual(['pain']);
    const fuzzy = matchPhrases(tokens, index, { fuzzy: (word) => (word === 'bakc' ? ['back'] : []) });
    expect(fuzzy.map((match) => [match.value, match.isFuzzy])).toEqual([['back_pain', true]]);
  });
});
