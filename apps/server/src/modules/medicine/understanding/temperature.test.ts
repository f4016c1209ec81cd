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

  it.each([
    'temp is 37.4 so probably nothing',
    'temperature of 37',
    'her temp was 36.8 this morning',
    'temp 99.5F',
  ])('"%s" is a normal reading, not a fever', (text) => {
    expect(readingsIn(text)).toBe(0);
    expect(understandSymptoms(text).symptoms).toEqual([]);
  });

  it('reads a whole number after "temp" as a reading: fever from 38 °C or 100.4 °F', () => {
    expect(readingsIn('temp of 39 since yesterday')).toBe(1);
    expect(readingsIn('his temperature is 101')).toBe(1);
    expect(understandSymptoms('temp of 39 since yesterday').symptoms.map((s) => s.key)).toEqual(['fever']);
  });

  it('keeps a denied fever denied when the reading is normal', () => {
    const result = understandSymptoms('thermometer says 36.6 so no fever, but my throat is sore');
    expect(result.symptoms.map((symptom) => symptom.key)).toEqual(['sore_throat']);
    expect(result.negated.map((mention) => mention.key)).toEqual(['fever']);
    expect(understandSymptoms('temp is 37.1, no fever, just a headache').negated.map((m) => m.key)).toEqual([
      'fever',
    ]);
  });

  it('does not read a temporary worker as a temperature', () => {
    expect(understandSymptoms('I work as a temp and my throat hurts').symptoms.map((s) => s.key)).toEqual([
      'sore_throat',
    ]);
    expect(
      understandSymptoms("I've been temping at a bank and have a cough").symptoms.map((s) => s.key),
    ).toEqual(['cough']);
  });

  it('raises an infant fever for a baby of no stated age, not for an older one', () => {
    const flags = (text: string) => understandSymptoms(text).redFlags.map((flag) => flag.key);
    expect(flags('my baby has a fever')).toEqual(['infant_fever']);
    expect(flags('baby feels really hot and is not feeding')).toEqual(['infant_fever']);
    expect(flags('my baby is 2 and has a fever')).toEqual([]);
    expect(flags('my baby does not have a fever, just a rash')).toEqual([]);
    expect(flags('expecting a baby in May and I have a fever')).toEqual([]);
  });

  it("does not take a baby's temperature for an age", () => {
    expect(understandSymptoms('my baby is 38.5').context.ageYears).toBeUndefined();
  });
});
