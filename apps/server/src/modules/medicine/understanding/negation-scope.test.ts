import { describe, expect, it } from 'vitest';
import { understandSymptoms } from './understand-symptoms';

const read = (text: string) => {
  const result = understandSymptoms(text);
  return {
    present: result.symptoms.map((symptom) => symptom.key),
    negated: result.negated.map((mention) => mention.key),
  };
};

describe('negation scope beyond five plain words', () => {
  it('does not count articles, "any", "of" or "whatsoever", and counts a duration as one word', () => {
    expect(read('There has been no sign whatsoever over the last few days of any fever')).toEqual({
      present: [],
      negated: ['fever'],
    });
  });

  it('skips an aside between commas right after the trigger', () => {
    expect(read("I haven't had, as far as I can remember, any diarrhea")).toEqual({
      present: [],
      negated: ['diarrhea'],
    });
  });

  it('still stops at five content words', () => {
    expect(read('no real reason to think that it could be a fever').present).toEqual(['fever']);
  });

  it('crosses a comma only when the list closes after it', () => {
    expect(read('Patient denies fever or chills, reports sore throat')).toEqual({
      present: ['sore_throat'],
      negated: ['fever', 'chills'],
    });
    expect(read('no fever or chills, aches all over')).toEqual({
      present: ['body_aches'],
      negated: ['fever', 'chills'],
    });
    expect(read('no cough, sneezing or fever').negated).toEqual(['cough', 'sneezing', 'fever']);
  });

  it('ends at a reason: "because" and "due to"', () => {
    expect(
      understandSymptoms("I can't take ibuprofen because of my stomach ulcer").context.conditions,
    ).toEqual(['stomach_ulcer']);
    expect(read('no fever due to the paracetamol, but a cough')).toEqual({
      present: ['cough'],
      negated: ['fever'],
    });
  });
});

describe('more pseudo-negations', () => {
  it.each([
    ['no improvement in my cough', 'cough'],
    ['the itching never stops', 'itchy_skin'],
    ['this headache never goes away', 'headache'],
    ["I don't know what to do about my heartburn", 'heartburn'],
  ])('"%s" keeps %s', (text, key) => {
    expect(read(text)).toEqual({ present: [key], negated: [] });
  });
});
