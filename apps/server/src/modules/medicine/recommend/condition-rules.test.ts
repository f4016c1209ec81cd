import { describe, expect, it } from 'vitest';
import { advise, findNote, leftOutNames, nameOf, recommendationOf, recommendedNames } from './test-stock';

const NSAID_NAMES = [
  nameOf('aspirin_325mg_tablets'),
  nameOf('naproxen_sodium_220mg_tablets'),
  nameOf('ibuprofen_200mg_tablets'),
];

describe('conditions the person named', () => {
  it.each([
    ['a stomach ulcer', 'stomach_ulcer'],
    ['a bleeding disorder', 'bleeding_disorder'],
    ['kidney disease', 'kidney_disease'],
    ['heart failure', 'heart_disease'],
  ])('leaves out the NSAIDs for someone with %s, and keeps paracetamol', (condition, key) => {
    const answer = advise(`I have ${condition} and back pain`);
    expect(findNote(answer, 'notes.leftOutCondition')?.params.condition).toBe(key);
    expect(leftOutNames(answer, 'notes.leftOutCondition')).toEqual(NSAID_NAMES);
    expect(recommendedNames(answer)).toEqual([nameOf('acetaminophen_500mg_tablets')]);
    expect(answer.noteTexts.join(' ')).toMatch(/Taken into account, a condition you have/);
  });

  it('keeps paracetamol and the NSAIDs with a specific caution where the label only says ask a doctor', () => {
    const answer = advise('I have liver disease and a headache');
    expect(answer.recommendations).toHaveLength(4);
    for (const recommendation of answer.recommendations) {
      expect(recommendation.cautions).toEqual([
        { key: 'cautions.askDoctorCondition', params: { condition: 'liver_disease' } },
      ]);
      expect(recommendation.warnings[0]).toBe(
        'Ask a doctor before using it, as its label says for people with this condition: liver disease.',
      );
    }
    expect(answer.urgency).toBe('medium');
  });

  it('high blood pressure: leaves out pseudoephedrine; the NSAIDs keep a caution', () => {
    expect(
      leftOutNames(advise('I have high blood pressure and a stuffy nose'), 'notes.leftOutCondition'),
    ).toEqual([nameOf('pseudoephedrine_30mg_tablets')]);
    const ibuprofen = recommendationOf(
      advise('I have high blood pressure and a headache'),
      'ibuprofen_200mg_tablets',
    );
    expect(ibuprofen?.cautions.map((caution) => caution.key)).toEqual(['cautions.askDoctorCondition']);
  });

  it('kidney disease: leaves out famotidine, keeps the antacid', () => {
    const answer = advise('heartburn, I have kidney disease');
    expect(leftOutNames(answer, 'notes.leftOutCondition')).toEqual([nameOf('famotidine_20mg_tablets')]);
    expect(recommendedNames(answer)[0]).toBe(nameOf('calcium_carbonate_750mg_chewable'));
  });

  it('asthma: cough medicines carry the ask-a-doctor caution, and the reasoning says why', () => {
    const dextromethorphan = recommendationOf(
      advise('I have asthma and a cough'),
      'dextromethorphan_15mg_capsules',
    );
    expect(dextromethorphan?.cautions).toEqual([
      { key: 'cautions.askDoctorCondition', params: { condition: 'asthma' } },
    ]);
    expect(dextromethorphan?.reasoning).toMatch(/with a caution .*: asthma\./);
  });

  it('a condition the label does not mention is checked and named in the reasoning', () => {
    const answer = advise('I have diabetes and heartburn');
    const antacid = recommendationOf(answer, 'calcium_carbonate_750mg_chewable');
    expect(antacid?.cautions).toEqual([]);
    expect(antacid?.reasons).toContainEqual({ key: 'reasons.contextClear', params: { fact: 'diabetes' } });
  });

  it('a denied condition changes nothing', () => {
    const answer = advise("I don't have asthma, I have a cough");
    for (const recommendation of answer.recommendations) expect(recommendation.cautions).toEqual([]);
    expect(answer.urgency).toBe('low');
  });
});

describe('pregnancy and breastfeeding', () => {
  it('keeps paracetamol first with an ask-a-professional caution, and the NSAIDs with the third-trimester warning', () => {
    const answer = advise("I'm pregnant and have a headache");
    expect(recommendedNames(answer)[0]).toBe(nameOf('acetaminophen_500mg_tablets'));
    expect(recommendationOf(answer, 'acetaminophen_500mg_tablets')?.cautions).toEqual([
      { key: 'cautions.pregnancy', params: {} },
    ]);
    const ibuprofen = recommendationOf(answer, 'ibuprofen_200mg_tablets');
    expect(ibuprofen?.cautions).toEqual([{ key: 'cautions.pregnancyNsaid', params: {} }]);
    expect(ibuprofen?.warnings[0]).toMatch(/last 3 months of pregnancy/);
    expect(ibuprofen?.reasoning).toMatch(/pregnancy/);
    expect(answer.notes.map((note) => note.key)).toContain('notes.pregnancyUsed');
    expect(answer.urgency).toBe('medium');
  });

  it('leaves out hydroxyzine in pregnancy, whose label says do not use', () => {
    const answer = advise("I'm pregnant and have itchy skin");
    expect(leftOutNames(answer, 'notes.leftOutPregnancy')).toEqual([nameOf('hydroxyzine_25mg_tablets')]);
    expect(recommendedNames(answer)).toEqual([nameOf('hydrocortisone_1pct_cream')]);
  });

  it('breastfeeding: leaves out cetirizine ("not recommended"), keeps loratadine with a caution', () => {
    const answer = advise("hay fever, sneezing, itchy eyes, I'm breastfeeding");
    expect(leftOutNames(answer, 'notes.leftOutBreastfeeding')).toEqual([nameOf('cetirizine_10mg_tablets')]);
    expect(recommendationOf(answer, 'loratadine_10mg_tablets')?.cautions).toEqual([
      { key: 'cautions.breastfeeding', params: {} },
    ]);
  });
});
