import { ALTERNATIVES_MAX, RECOMMENDATIONS_MAX } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { advise, nameOf, noteKeys, recommendationOf, recommendedNames } from './test-stock';

describe('ranking', () => {
  it('puts the better match first', () => {
    expect(recommendedNames(advise('heartburn and acid indigestion'))).toEqual([
      nameOf('calcium_carbonate_750mg_chewable'),
      nameOf('famotidine_20mg_tablets'),
      nameOf('omeprazole_20mg_tablets'),
    ]);
  });

  it('puts what is in stock before what is out of stock, which stays visible', () => {
    const answer = advise('heartburn and acid indigestion', { calcium_carbonate_750mg_chewable: 0 });
    expect(recommendedNames(answer)).toEqual([
      nameOf('famotidine_20mg_tablets'),
      nameOf('omeprazole_20mg_tablets'),
      nameOf('calcium_carbonate_750mg_chewable'),
    ]);
    const antacid = recommendationOf(answer, 'calcium_carbonate_750mg_chewable');
    expect(antacid).toMatchObject({ stockStatus: 'out-of-stock', stockQuantity: 0 });
    expect(antacid?.reasoning).toMatch(/Out of stock here/);
  });

  it('puts OTC before prescription-only, even at a better match', () => {
    const names = recommendedNames(advise("I can't sleep"));
    expect(names.at(-1)).toBe(nameOf('zolpidem_5mg_tablets'));
    expect(names.indexOf(nameOf('melatonin_3mg_tablets'))).toBeLessThan(
      names.indexOf(nameOf('zolpidem_5mg_tablets')),
    );
  });

  it('between equal matches, puts paracetamol before the NSAIDs', () => {
    expect(recommendedNames(advise('headache'))[0]).toBe(nameOf('acetaminophen_500mg_tablets'));
  });

  it('shows at most five, covering every symptom something treats before doubling up', () => {
    const answer = advise('runny nose, sore throat, cough, headache, fever and sneezing');
    expect(answer.recommendations).toHaveLength(RECOMMENDATIONS_MAX);
    expect(answer.totalRecommendations).toBe(RECOMMENDATIONS_MAX);
    const covered = new Set(answer.recommendations.flatMap((r) => r.symptomsMatched));
    expect([...covered].sort()).toEqual(['cough', 'fever', 'headache', 'runny_nose', 'sneezing']);
    expect(noteKeys(answer)).toContain('notes.noMedicineFor');
  });

  it('gives scores from 0 to 1 with 2 decimals, and the spec fields of each card', () => {
    const recommendation = advise('maybe a slight headache and a runny nose').recommendations[0];
    expect(recommendation?.confidenceScore).toBeGreaterThan(0);
    expect(recommendation?.confidenceScore).toBeLessThanOrEqual(1);
    expect(Number.isInteger((recommendation?.confidenceScore ?? 0) * 100)).toBe(true);
    expect(recommendation).toMatchObject({
      category: expect.any(String),
      dosage: expect.stringMatching(/\w/),
      dosageInstructions: expect.stringMatching(/\w/),
      description: expect.stringMatching(/\w/),
      source: expect.stringMatching(/\w/),
    });
  });

  it("writes the label's warnings after this person's cautions, with their Drug Facts headings", () => {
    const warnings = recommendationOf(advise('headache'), 'ibuprofen_200mg_tablets')?.warnings ?? [];
    expect(warnings[0]).toMatch(/^Allergy alert: ibuprofen/);
    expect(warnings).toContain('Stop use and ask a doctor if: Pain gets worse or lasts more than 10 days.');
    expect(warnings.at(-1)).toMatch(/last 3 months of pregnancy/);
  });
});

describe('alternatives', () => {
  it('are other in-stock medicines treating the same symptoms, at most three', () => {
    const paracetamol = recommendationOf(advise('headache and fever'), 'acetaminophen_500mg_tablets');
    expect(paracetamol?.alternativeMedicines.map((alt) => alt.medicineName)).toEqual([
      nameOf('aspirin_325mg_tablets'),
      nameOf('naproxen_sodium_220mg_tablets'),
      nameOf('ibuprofen_200mg_tablets'),
    ]);
    expect(paracetamol?.alternativeMedicines[0]).toMatchObject({
      medicineId: expect.any(Number),
      stockQuantity: 50,
    });
    for (const recommendation of advise('hay fever').recommendations) {
      expect(recommendation.alternativeMedicines.length).toBeLessThanOrEqual(ALTERNATIVES_MAX);
    }
  });

  it('leave out what is out of stock and what is left out for this person', () => {
    const paracetamol = (text: string, stock: Record<string, number> = {}) =>
      recommendationOf(advise(text, stock), 'acetaminophen_500mg_tablets')?.alternativeMedicines.map(
        (alt) => alt.medicineName,
      );
    expect(paracetamol('headache', { ibuprofen_200mg_tablets: 0 })).not.toContain(
      nameOf('ibuprofen_200mg_tablets'),
    );
    expect(paracetamol('headache, I take warfarin')).toEqual([]);
  });

  it('offer no prescription medicine in place of an OTC one', () => {
    const sleepAid = recommendationOf(advise("I can't sleep"), 'diphenhydramine_25mg_sleep_aid_caplets');
    expect(sleepAid?.alternativeMedicines.map((alt) => alt.medicineName)).toEqual([
      nameOf('doxylamine_succinate_25mg_tablets'),
      nameOf('melatonin_3mg_tablets'),
    ]);
  });
});
