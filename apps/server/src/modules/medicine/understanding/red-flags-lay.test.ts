import { describe, expect, it } from 'vitest';
import { understandSymptoms } from './understand-symptoms';

const flagsOf = (text: string) => understandSymptoms(text).redFlags.map((flag) => flag.key);

// Red flags in the words the held-out set found missing, and what they must not catch.
describe('red flags in lay words', () => {
  it.each([
    ['feels like an elephant is sitting on my chest', 'chest_pain'],
    ['a heavy weight on my chest', 'chest_pain'],
    ['his speech is all garbled', 'stroke_signs'],
    ["she can't get her words out", 'stroke_signs'],
    ["it's pouring blood", 'severe_bleeding'],
    ['my poo has gone black', 'black_stools'],
    ['stools are dark black', 'black_stools'],
    ['my poop looks like tar', 'black_stools'],
    ['everyone would be better off without me', 'suicidal_thoughts'],
    ['there is no point in living', 'suicidal_thoughts'],
    ['I burn my arms when I am upset', 'self_harm'],
    ['face puffed up after a sting', 'facial_swelling'],
    ['my throat feels like it is closing', 'facial_swelling'],
    ['coughing up bloody phlegm', 'coughing_blood'],
  ])('"%s" raises %s', (text, key) => {
    expect(flagsOf(text)).toEqual([key]);
  });

  it('reads "coughing up bloody phlegm" as the red flag only', () => {
    expect(understandSymptoms('coughing up bloody phlegm').symptoms).toEqual([]);
  });

  it('keeps accidents and denials out', () => {
    expect(flagsOf('I burned my hand on the oven')).toEqual([]);
    expect(flagsOf('my poo is not black')).toEqual([]);
    expect(flagsOf('my throat is not closing up, it is just sore')).toEqual([]);
  });
});

describe('a nosebleed that will not stop', () => {
  it('is severe bleeding after 15 minutes', () => {
    expect(flagsOf("nosebleed for 45 minutes that won't stop")).toEqual(['severe_bleeding']);
    expect(flagsOf('nosebleed for 20 minutes')).toEqual(['severe_bleeding']);
    expect(flagsOf("my nosebleed won't stop")).toEqual(['severe_bleeding']);
  });

  it('is not, when short or when it is many bleeds over days', () => {
    expect(flagsOf('nosebleed for 5 minutes')).toEqual([]);
    expect(flagsOf('nosebleeds on and off for 2 weeks')).toEqual([]);
  });
});
