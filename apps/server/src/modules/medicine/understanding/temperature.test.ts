import { describe, expect, it } from 'vitest';
import { findFeverReadings } from './temperature';
import { tokenize } from './tokenize';
import { understandSymptoms } from './understand-symptoms';

const readingsIn = (text: string) => findFeverReadings(tokenize(text).tokens).length;

describe('temperature readings', () => {
  it.each(['she is burning, 38.4', 'temp 101.5F', 'it reached 39 degrees', '38c this morning', '102 f'])(
    '"%s" is a fever reading',
    (text) => {
      expect(readingsIn(text)).toBe(1);
    },
  );

  it.each([
    "I'm 38 and have a cough",
    "I'm 39 weeks pregnant",
    'my son weighs 38.5 kg',
    '37.2 this morning',
    '38.5 degrees outside and I have sunburn',
    'took 100 mg',
  ])('"%s" is not', (text) => {
    expect(readingsIn(text)).toBe(0);
  });

  it('reads a bare reading as fever, and so an infant fever in a young baby', () => {
    const result = understandSymptoms('my 6 week old, 38.4 this morning');
    expect(result.symptoms.map((symptom) => symptom.key)).toEqual(['fever']);
    expect(result.redFlags.map((flag) => flag.key)).toEqual(['infant_fever']);
  });

  it("does not take a baby's temperature for an age", () => {
    expect(understandSymptoms('my baby is 38.5').context.ageYears).toBeUndefined();
  });
});
