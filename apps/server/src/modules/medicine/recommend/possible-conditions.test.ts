import { describe, expect, it } from 'vitest';
import { understandSymptoms } from '../understanding';
import {
  findPossibleConditions,
  POSSIBLE_CONDITION_FLOOR,
  POSSIBLE_CONDITIONS_MAX,
} from './possible-conditions';

const conditionsOf = (text: string) => findPossibleConditions(understandSymptoms(text).symptoms);
const keysOf = (text: string) => conditionsOf(text).map((condition) => condition.key);

describe('possible conditions', () => {
  it.each([
    ['headache', 'tension_headache'],
    ['sneezing, runny nose and itchy watery eyes', 'allergic_rhinitis'],
    ['I have a cold, stuffy nose and a sore throat', 'common_cold'],
    ['fever, chills and body aches', 'influenza_like_illness'],
    ['heartburn after meals', 'heartburn_reflux'],
    ['diarrhea and vomiting since last night', 'gastroenteritis'],
    ["I can't sleep and keep waking up at night", 'insomnia'],
    ['I feel anxious and nervous', 'anxiety'],
    ['I get car sick', 'motion_sickness'],
    ['period pain', 'menstrual_cramps'],
    ['a dry cough', 'acute_cough'],
    ['itchy skin and a rash', 'skin_irritation'],
  ])('"%s" points first to %s', (text, key) => {
    expect(keysOf(text)[0]).toBe(key);
  });

  it('weighs the share of typical symptoms present: Σ present w·c / Σ typical w', () => {
    // tension_headache: headache 1 of 1 + 0.5 + 0.4 + 0.3.
    expect(conditionsOf('headache')).toEqual([
      { key: 'tension_headache', name: 'Tension headache', confidence: 0.45 },
    ]);
  });

  it('names at most three, each at or above the floor, best first', () => {
    const conditions = conditionsOf(
      'runny nose, sore throat, cough, headache, fever, sneezing, chills, nausea',
    );
    expect(conditions.length).toBeLessThanOrEqual(POSSIBLE_CONDITIONS_MAX);
    for (const condition of conditions)
      expect(condition.confidence).toBeGreaterThanOrEqual(POSSIBLE_CONDITION_FLOOR);
    const confidences = conditions.map((condition) => condition.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  it('names nothing from a weak hint', () => {
    expect(conditionsOf('nausea')).toEqual([]);
    expect(conditionsOf('')).toEqual([]);
  });
});
