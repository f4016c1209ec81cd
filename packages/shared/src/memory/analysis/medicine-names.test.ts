import { describe, expect, it } from 'vitest';
import { createMedicineFinder, spokenMedicineName } from './medicine-names';

describe('medicine names', () => {
  it('says an inventory name as people do: the words before its strength or form', () => {
    expect(spokenMedicineName('Amoxicillin 500 mg capsules')).toBe('Amoxicillin');
    expect(spokenMedicineName('Insulin glargine 100 U/mL pens')).toBe('Insulin glargine');
    expect(spokenMedicineName('Vitamin D')).toBe('Vitamin D');
  });

  it('finds given and built-in names case-insensitively, spelt as the list spells them', () => {
    const finder = createMedicineFinder(['Amoxicillin 500 mg capsules']);
    expect(finder.find('took my amoxicillin and some paracetamol').map((m) => m.name)).toEqual([
      'Amoxicillin',
      'Paracetamol',
    ]);
  });

  it('prefers the longest name and matches whole words only', () => {
    const finder = createMedicineFinder(['Insulin glargine 100 U/mL pens']);
    expect(finder.find('my insulin glargine pen').map((m) => m.name)).toEqual(['Insulin glargine']);
    expect(finder.find('my insulin pen').map((m) => m.name)).toEqual(['Insulin']);
    expect(finder.find('aspirinx and co-codamol')).toEqual([{ name: 'Co-codamol', start: 13, end: 23 }]);
  });

  it('ignores names of fewer than three letters and empty lists', () => {
    expect(createMedicineFinder(['', 'B1']).find('b1 and ')).toEqual([]);
    expect(createMedicineFinder().find('')).toEqual([]);
  });
});
