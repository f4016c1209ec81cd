import { describe, expect, it } from 'vitest';
import { findDoses, findFrequencies, findMedicines } from './extract-medicine';

const texts = (found: { text: string }[]): string[] => found.map((item) => item.text);

describe('medicine, dose and routine', () => {
  it('finds medicines by list, by extra names and by generic suffix', () => {
    expect(texts(findMedicines('I take donepezil and paracetamol.'))).toEqual(['donepezil', 'paracetamol']);
    expect(texts(findMedicines('One Zestril a day.', ['Zestril']))).toEqual(['Zestril']);
    expect(texts(findMedicines('The new one is perindopril.'))).toEqual(['perindopril']);
    expect(texts(findMedicines('I use vitamin D drops.'))).toEqual(['vitamin D']);
    expect(findMedicines('I had soup for lunch.')).toEqual([]);
  });

  it('finds doses in units and in counts', () => {
    expect(texts(findDoses('amlodipine 5 mg with breakfast'))).toEqual(['5 mg']);
    expect(texts(findDoses('two paracetamol tablets of 500 mg'))).toEqual([
      'two paracetamol tablets',
      '500 mg',
    ]);
    expect(texts(findDoses('half a tablet at bedtime'))).toEqual(['half a tablet']);
    expect(texts(findDoses('10mg'))).toEqual(['10mg']);
  });

  it('does not take a word starting with "a" or a bare number for a dose', () => {
    expect(findDoses('I collected the new amlodipine tablets.')).toEqual([]);
    expect(findDoses('My blood pressure was 135 over 85.')).toEqual([]);
    // Which one, not how much.
    expect(findDoses('put a new patch on my arm')).toEqual([]);
    expect(findDoses('I keep a spare inhaler in my bag and a clean patch')).toEqual([]);
    expect(texts(findDoses('one patch a day'))).toEqual(['one patch']);
  });

  it('finds how often', () => {
    expect(texts(findFrequencies('10 mg every night before bed'))).toEqual(['every night before bed']);
    expect(texts(findFrequencies('up to four times a day'))).toEqual(['up to four times a day']);
    expect(texts(findFrequencies('twice a day with food'))).toEqual(['twice a day', 'with food']);
  });
});
