import { describe, expect, it } from 'vitest';
import { MEDICINE_CATALOGUE, type MedicineProfile } from '../catalogue';
import { type SymptomKey, type SymptomMention, understandSymptoms } from '../understanding';
import { scoreMedicine } from './score';

const profile = (key: string): MedicineProfile => {
  const found = MEDICINE_CATALOGUE.find((medicine) => medicine.key === key);
  if (!found) throw new Error(key);
  return found;
};
const mention = (key: SymptomKey, confidence = 1): SymptomMention => ({
  key,
  confidence,
  hedged: confidence < 1,
  matched: key,
});
const scoreOf = (symptoms: SymptomMention[], key: string) => scoreMedicine(symptoms, profile(key)).score;

describe('scoreMedicine: share of what is reported that it treats, times the certainty of those symptoms', () => {
  it('is 1 for a sure symptom that is a headline use', () => {
    expect(scoreOf([mention('headache')], 'acetaminophen_500mg_tablets')).toBe(1);
  });

  it('falls with the reader\'s doubt: "maybe a slight headache"', () => {
    const symptoms = understandSymptoms('maybe a slight headache').symptoms;
    expect(scoreOf(symptoms, 'acetaminophen_500mg_tablets')).toBeCloseTo(0.6, 10);
  });

  it('falls with the share of the reported symptoms it treats', () => {
    const symptoms = [mention('headache'), mention('runny_nose')];
    expect(scoreOf(symptoms, 'acetaminophen_500mg_tablets')).toBeCloseTo(0.5, 10);
    expect(scoreOf(symptoms, 'cetirizine_10mg_tablets')).toBeCloseTo(0.5, 10);
  });

  it('weighs each use by how central it is on the label', () => {
    // (1 + 0.9) / 2 against (1 + 1) / 2 and 0.8 / 2.
    const symptoms = [mention('heartburn'), mention('acid_indigestion')];
    expect(scoreOf(symptoms, 'famotidine_20mg_tablets')).toBeCloseTo(0.95, 10);
    expect(scoreOf(symptoms, 'calcium_carbonate_750mg_chewable')).toBe(1);
    expect(scoreOf(symptoms, 'omeprazole_20mg_tablets')).toBeCloseTo(0.4, 10);
    expect(scoreOf([mention('cold_symptoms')], 'acetaminophen_500mg_tablets')).toBeCloseTo(0.5, 10);
  });

  it('counts a doubtful symptom for less in the share: a sure headache and a hedged cough', () => {
    const symptoms = [mention('headache'), mention('cough', 0.6)];
    expect(scoreOf(symptoms, 'acetaminophen_500mg_tablets')).toBeCloseTo(1 / 1.6, 10);
    expect(scoreOf(symptoms, 'dextromethorphan_15mg_capsules')).toBeCloseTo((0.6 / 1.6) * 0.6, 10);
  });

  it('is 0 with nothing matched, and lists the matched symptoms most relevant first', () => {
    expect(scoreMedicine([mention('constipation')], profile('ibuprofen_200mg_tablets'))).toEqual({
      score: 0,
      matched: [],
    });
    expect(scoreMedicine([], profile('ibuprofen_200mg_tablets')).score).toBe(0);
    const { matched } = scoreMedicine(
      [mention('joint_pain'), mention('fever', 0.85), mention('headache')],
      profile('acetaminophen_500mg_tablets'),
    );
    expect(matched.map((match) => match.key)).toEqual(['headache', 'fever', 'joint_pain']);
  });
});
