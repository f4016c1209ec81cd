import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { allowedEdits, createFuzzyLookup } from './fuzzy-lookup';

describe('editDistance (Damerau-Levenshtein, optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('diarhea', 'diarrhea', 3)).toBe(1);
    expect(editDistance('fevr', 'fever', 3)).toBe(1);
    expect(editDistance('feaver', 'fever', 3)).toBe(1);
    expect(editDistance('congestoin', 'congestion', 3)).toBe(1);
    expect(editDistance('headake', 'headache', 3)).toBe(2);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('cough', 'cough', 1)).toBe(0);
  });

  it('stops early and reports max + 1 once the distance is known to exceed max', () => {
    expect(editDistance('insomnia', 'anxiety', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('createFuzzyLookup', () => {
  const lookup = createFuzzyLookup(
    ['headache', 'diarrhea', 'nauseous', 'cough', 'fever', 'rash'],
    new Set(['never']),
  );

  it('allows 1 edit from 5 letters and 2 from 8, judged by the longer word', () => {
    expect(allowedEdits(4)).toBe(0);
    expect(allowedEdits(5)).toBe(1);
    expect(allowedEdits(7)).toBe(1);
    expect(allowedEdits(8)).toBe(2);
    expect(lookup('headake')).toEqual(['headache']);
    expect(lookup('diarhea')).toEqual(['diarrhea']);
    expect(lookup('nausous')).toEqual(['nauseous']);
    expect(lookup('coughh')).toEqual(['cough']);
  });

  it('does not correct short words, protected words, or words too far away', () => {
    expect(lookup('fevr')).toEqual([]);
    expect(lookup('never')).toEqual([]);
    expect(lookup('rashes')).toEqual([]);
    expect(lookup('headband')).toEqual([]);
  });
});
