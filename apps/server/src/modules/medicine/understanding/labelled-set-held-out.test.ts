import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS, MEDICINE_KEYS } from './context-keys';
import { labelledSet } from './labelled-set';
import { heldOutSet } from './labelled-set-held-out';
import { RED_FLAG_KEYS } from './red-flag-keys';
import { SYMPTOM_KEYS } from './symptom-keys';

// The held-out set's shape only. Its scores are a measurement printed by the bench, never a test to make pass.
describe('the held-out labelled set', () => {
  const symptomKeys = new Set<string>(SYMPTOM_KEYS);
  const redFlagKeys = new Set<string>(RED_FLAG_KEYS);

  it('has at least 80 texts, none repeated and none taken from the development set', () => {
    expect(heldOutSet.length).toBeGreaterThanOrEqual(80);
    const normal = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const texts = heldOutSet.map((labelled) => normal(labelled.text));
    expect(new Set(texts).size).toBe(texts.length);
    const development = new Set(labelledSet.map((labelled) => normal(labelled.text)));
    expect(texts.filter((text) => development.has(text))).toEqual([]);
  });

  it('names only keys the reader knows, and never labels a key both present and denied', () => {
    for (const { text, symptoms, negated, redFlags, context } of heldOutSet) {
      expect(text.trim(), text).not.toBe('');
      for (const key of symptoms) expect(symptomKeys.has(key), `${text}: ${key}`).toBe(true);
      for (const key of redFlags) expect(redFlagKeys.has(key), `${text}: ${key}`).toBe(true);
      for (const key of negated)
        expect(symptomKeys.has(key) || redFlagKeys.has(key), `${text}: ${key}`).toBe(true);
      const present = new Set<string>([...symptoms, ...redFlags]);
      expect(
        negated.filter((key) => present.has(key)),
        text,
      ).toEqual([]);
      for (const key of context?.conditions ?? []) expect(CONDITION_KEYS, text).toContain(key);
      for (const key of context?.medicines ?? []) expect(MEDICINE_KEYS, text).toContain(key);
    }
  });

  it('covers every red flag of the issue, and denials of most of them', () => {
    const raised = new Set(heldOutSet.flatMap((labelled) => labelled.redFlags));
    const issueFlags = [
      'chest_pain',
      'trouble_breathing',
      'stroke_signs',
      'severe_bleeding',
      'vomiting_blood',
      'black_stools',
      'suicidal_thoughts',
      'self_harm',
      'facial_swelling',
      'stiff_neck_with_fever',
      'fainting',
      'seizure',
      'infant_fever',
      'prolonged_fever',
      'prolonged_pain',
    ] as const;
    for (const key of issueFlags) expect(raised, key).toContain(key);
    const denied = new Set(
      heldOutSet.flatMap((labelled) => labelled.negated).filter((key) => redFlagKeys.has(key)),
    );
    expect(denied.size).toBeGreaterThanOrEqual(10);
    expect(heldOutSet.filter((labelled) => labelled.negated.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(heldOutSet.filter((labelled) => labelled.context !== undefined).length).toBeGreaterThanOrEqual(20);
  });
});
