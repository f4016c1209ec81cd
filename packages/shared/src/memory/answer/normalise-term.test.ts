import { describe, expect, it } from 'vitest';
import { normaliseTerm } from './normalise-term';
import { stemWord } from './stem-word';
import { termsOf } from './tokenize';

describe('normaliseTerm (the index key of a word)', () => {
  it('sends the forms of one word to one key', () => {
    expect(normaliseTerm('keys')).toBe(normaliseTerm('key'));
    expect(normaliseTerm('visited')).toBe(normaliseTerm('visiting'));
    expect(normaliseTerm('batteries')).toBe(normaliseTerm('battery'));
    expect(normaliseTerm('taking')).toBe(normaliseTerm('take'));
    expect(normaliseTerm('boxes')).toBe(normaliseTerm('box'));
  });

  it('maps irregular past forms to the present', () => {
    expect(normaliseTerm('took')).toBe(normaliseTerm('take'));
    expect(normaliseTerm('left')).toBe(normaliseTerm('leave'));
    expect(normaliseTerm('ate')).toBe(normaliseTerm('eat'));
    expect(normaliseTerm('fell')).toBe(normaliseTerm('fall'));
  });

  it('reads a carer’s synonyms as one word', () => {
    expect(normaliseTerm('pills')).toBe(normaliseTerm('medication'));
    expect(normaliseTerm('tablets')).toBe(normaliseTerm('medicine'));
    expect(normaliseTerm('came')).toBe(normaliseTerm('visited'));
    expect(normaliseTerm('tulips')).toBe(normaliseTerm('flowers'));
    expect(normaliseTerm('wallet')).toBe(normaliseTerm('purse'));
  });

  it('keeps glasses (spectacles) apart from a glass', () => {
    expect(normaliseTerm('glasses')).toBe(normaliseTerm('spectacles'));
    expect(normaliseTerm('glasses')).not.toBe(normaliseTerm('glass'));
  });

  it('drops stop words and lone letters but keeps numbers', () => {
    expect(normaliseTerm('where')).toBeNull();
    expect(normaliseTerm('My')).toBeNull();
    expect(normaliseTerm('did')).toBeNull();
    expect(normaliseTerm('s')).toBeNull();
    expect(normaliseTerm('5')).toBe('5');
  });

  it('lower-cases and drops a possessive', () => {
    expect(normaliseTerm("Tom's")).toBe('tom');
    expect(termsOf("I put Tom's keys in the shepherd's pie dish")).toEqual([
      'put',
      'tom',
      'key',
      'shepherd',
      'pie',
      'dish',
    ]);
  });

  it('stems without eating short words', () => {
    expect(stemWord('need')).toBe('need');
    expect(stemWord('bed')).toBe('bed');
    expect(stemWord('sitting')).toBe('sit');
    expect(stemWord('bus')).toBe('bus');
  });
});
