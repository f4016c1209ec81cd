import { describe, expect, it } from 'vitest';
import { understandSymptoms } from './understand-symptoms';

const read = (text: string) => {
  const result = understandSymptoms(text);
  return {
    present: result.symptoms.map((symptom) => symptom.key),
    negated: result.negated.map((mention) => mention.key),
    redFlags: result.redFlags.map((flag) => flag.key),
  };
};

describe('findings that share words through "and" / "or"', () => {
  it('gives a shared complaint to every body part before it', () => {
    expect(read('my head and back hurt').present).toEqual(['headache', 'back_pain']);
    expect(read('my head, neck and back hurt').present).toEqual(['headache', 'neck_pain', 'back_pain']);
  });

  it('gives a body part every complaint said of it', () => {
    expect(read('eyes are red and itchy').present).toEqual(['red_eyes', 'itchy_eyes']);
    expect(read('my throat is sore and itchy').present).toEqual(['sore_throat', 'itchy_throat']);
    expect(read('sore throat and ears').present).toEqual(['sore_throat', 'earache']);
  });

  it('lets one negation deny both', () => {
    expect(read("my head and back don't hurt")).toMatchObject({
      present: [],
      negated: ['headache', 'back_pain'],
    });
    expect(read('no head or back pain')).toMatchObject({ present: [], negated: ['headache', 'back_pain'] });
  });

  it('escalates a red flag found this way', () => {
    expect(read('my chest and arm hurt').redFlags).toEqual(['chest_pain']);
  });

  it('adds nothing when each item is a finding of its own', () => {
    expect(read('I have a cough and sore throat').present).toEqual(['cough', 'sore_throat']);
    expect(read('headache and back pain').present).toEqual(['headache', 'back_pain']);
    expect(read('itchy eyes and nose').present).toEqual(['itchy_eyes']);
  });
});
