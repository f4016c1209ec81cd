import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS, MEDICINE_KEYS } from './context-keys';
import { labelledSet } from './labelled-set';
import { heldOutSet } from './labelled-set-held-out';
import { testSet } from './labelled-set-test';
import { RED_FLAG_KEYS } from './red-flag-keys';
import { SYMPTOM_KEYS } from './symptom-keys';

// Only that the blind test set is well-formed: how well the reader scores on it is printed by the bench, never
// asserted here (an assertion on its score would invite fixing the reader against it).

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const symptomKeys = new Set<string>(SYMPTOM_KEYS);
const redFlagKeys = new Set<string>(RED_FLAG_KEYS);
const conditionKeys = new Set<string>(CONDITION_KEYS);
const medicineKeys = new Set<string>(MEDICINE_KEYS);

describe('the blind test set', () => {
  it('has at least 120 cases, each with a non-empty text', () => {
    expect(testSet.length).toBeGreaterThanOrEqual(120);
    for (const labelled of testSet) expect(labelled.text.trim()).not.toBe('');
  });

  it('labels with known keys only, none both present and denied', () => {
    for (const { text, symptoms, negated, redFlags, context } of testSet) {
      expect(
        symptoms.filter((key) => !symptomKeys.has(key)),
        text,
      ).toEqual([]);
      expect(
        redFlags.filter((key) => !redFlagKeys.has(key)),
        text,
      ).toEqual([]);
      expect(
        negated.filter((key) => !symptomKeys.has(key) && !redFlagKeys.has(key)),
        text,
      ).toEqual([]);
      const present = new Set<string>([...symptoms, ...redFlags]);
      expect(
        negated.filter((key) => present.has(key)),
        text,
      ).toEqual([]);
      expect(
        (context?.conditions ?? []).filter((key) => !conditionKeys.has(key)),
        text,
      ).toEqual([]);
      expect(
        (context?.medicines ?? []).filter((key) => !medicineKeys.has(key)),
        text,
      ).toEqual([]);
    }
  });

  it('has no text twice and shares no text with the development or held-out sets', () => {
    const texts = testSet.map((labelled) => normalise(labelled.text));
    expect(new Set(texts).size).toBe(texts.length);
    const others = new Set([...labelledSet, ...heldOutSet].map((labelled) => normalise(labelled.text)));
    expect(texts.filter((text) => others.has(text))).toEqual([]);
  });

  it('has every red flag at least twice and some negated red flags', () => {
    const counts = new Map<string, number>();
    for (const { redFlags } of testSet)
      for (const key of redFlags) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect(RED_FLAG_KEYS.filter((key) => (counts.get(key) ?? 0) < 2)).toEqual([]);
    expect(testSet.some((labelled) => labelled.negated.some((key) => redFlagKeys.has(key)))).toBe(true);
  });
});
