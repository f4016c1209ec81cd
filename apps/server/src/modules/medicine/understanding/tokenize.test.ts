import { describe, expect, it } from 'vitest';
import { stemWord } from './stem';
import { tokenize } from './tokenize';

const words = (text: string) => tokenize(text).tokens.map((token) => token.word);

describe('tokenize', () => {
  it('lower-cases and brings every spelling of "can\'t" to "can not"', () => {
    expect(words("I CAN'T sleep")).toEqual(['i', 'can', 'not', 'sleep']);
    expect(words('I cant sleep')).toEqual(['i', 'can', 'not', 'sleep']);
    expect(words('I cannot sleep')).toEqual(['i', 'can', 'not', 'sleep']);
    expect(words('I can’t sleep')).toEqual(['i', 'can', 'not', 'sleep']);
  });

  it('expands other contractions, with or without the apostrophe', () => {
    expect(words("I'm sure it's fine, I don't know, won't, doesnt")).toEqual([
      'i',
      'am',
      'sure',
      'it',
      'is',
      'fine',
      'i',
      'do',
      'not',
      'know',
      'will',
      'not',
      'does',
      'not',
    ]);
  });

  it('splits run-together misspellings before stemming could hide them', () => {
    expect(words('bad stomache')).toEqual(['bad', 'stomach', 'ache']);
  });

  it('keeps each token on the span of the original text, contractions included', () => {
    const text = 'My “throat” can’t stop';
    const { tokens } = tokenize(text);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'My',
      'throat',
      'can’t',
      'can’t',
      'stop',
    ]);
  });

  it('marks clause breaks at commas and sentence breaks at . ; ! ? and line ends, but not inside 38.5', () => {
    const { tokens, questionSentences } = tokenize('Fever of 38.5, cough; rash. Is it bad?\nyes');
    expect(tokens.map((token) => `${token.word}:${token.breakBefore}:${token.sentence}`)).toEqual([
      'fever:none:0',
      'of:none:0',
      '38.5:none:0',
      'cough:clause:0',
      'rash:sentence:1',
      'is:sentence:2',
      'it:none:2',
      'bad:none:2',
      'yes:sentence:3',
    ]);
    expect([...questionSentences]).toEqual([2]);
  });

  it('splits hyphenated words without a break', () => {
    expect(words('pain-free, 3-month-old')).toEqual(['pain', 'free', '3', 'month', 'old']);
    expect(tokenize('pain-free').tokens[1]?.breakBefore).toBe('none');
  });
});

describe('stemWord', () => {
  it('brings inflections of one word together', () => {
    expect(new Set(['cough', 'coughs', 'coughing', 'coughed'].map(stemWord))).toEqual(new Set(['cough']));
    expect(new Set(['sneeze', 'sneezes', 'sneezing'].map(stemWord))).toEqual(new Set(['sneez']));
    expect(new Set(['vomit', 'vomiting', 'vomited', 'vomitting'].map(stemWord))).toEqual(new Set(['vomit']));
    expect(stemWord('allergies')).toBe(stemWord('allergy'));
    expect(stemWord('bleeding')).toBe('bleed');
  });

  it('keeps short words and distinct words apart', () => {
    expect(stemWord('bites')).not.toBe(stemWord('bit'));
    expect(stemWord('stress')).toBe('stress');
    expect(stemWord('gas')).toBe('gas');
  });
});
