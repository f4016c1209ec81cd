import { describe, expect, it } from 'vitest';
import { advise, leftOutNames, nameOf, noteKeys, recommendationOf, recommendedNames } from './test-stock';

const NSAID_NAMES = [
  nameOf('aspirin_325mg_tablets'),
  nameOf('naproxen_sodium_220mg_tablets'),
  nameOf('ibuprofen_200mg_tablets'),
];
const ACETAMINOPHEN = 'acetaminophen_500mg_tablets';

describe('medicines taken, allergies and alcohol', () => {
  it('warfarin: leaves the NSAIDs out (bleeding) and keeps paracetamol with an ask-a-doctor caution', () => {
    const answer = advise('I have a headache and I take warfarin');
    expect(leftOutNames(answer, 'notes.leftOutInteraction', 'warfarin')).toEqual(NSAID_NAMES);
    expect(recommendedNames(answer)).toEqual([nameOf(ACETAMINOPHEN)]);
    const paracetamol = recommendationOf(answer, ACETAMINOPHEN);
    expect(paracetamol?.cautions).toEqual([
      { key: 'cautions.askDoctorMedicine', params: { medicine: 'warfarin' } },
    ]);
    expect(paracetamol?.warnings[0]).toMatch(
      /^Ask a doctor or pharmacist .*warfarin or another blood thinner\.$/,
    );
    expect(paracetamol?.reasoning).toMatch(/warfarin/);
    expect(answer.urgency).toBe('medium');
  });

  it('SSRI: leaves out the NSAIDs and dextromethorphan, keeps paracetamol and guaifenesin', () => {
    const answer = advise("I'm on zoloft and have a cough and a headache");
    expect(leftOutNames(answer, 'notes.leftOutInteraction', 'ssri')).toEqual(
      expect.arrayContaining([...NSAID_NAMES, nameOf('dextromethorphan_15mg_capsules')]),
    );
    expect(recommendedNames(answer)).toEqual([nameOf(ACETAMINOPHEN), nameOf('guaifenesin_400mg_tablets')]);
  });

  it('SSRI: leaves out a second SSRI for anxiety', () => {
    const answer = advise('I take sertraline and still feel anxious');
    expect(leftOutNames(answer, 'notes.leftOutInteraction', 'ssri')).toContain(
      nameOf('sertraline_50mg_tablets'),
    );
  });

  it('MAOI: leaves out pseudoephedrine and dextromethorphan, whose labels say do not use', () => {
    expect(
      leftOutNames(advise("I'm on an MAOI and have a stuffy nose"), 'notes.leftOutInteraction', 'maoi'),
    ).toEqual([nameOf('pseudoephedrine_30mg_tablets')]);
    const cough = advise('I take phenelzine and I have a dry cough');
    expect(leftOutNames(cough, 'notes.leftOutInteraction', 'maoi')).toEqual([
      nameOf('dextromethorphan_15mg_capsules'),
    ]);
  });

  it('another NSAID taken: no second NSAID, paracetamol instead', () => {
    const answer = advise('I take naproxen every day for my knee and now have a headache');
    expect(leftOutNames(answer, 'notes.leftOutInteraction', 'other_nsaid')).toEqual(NSAID_NAMES);
    expect(recommendedNames(answer)).toEqual([nameOf(ACETAMINOPHEN)]);
    expect(answer.noteTexts.join(' ')).toMatch(/You already take an NSAID/);
  });

  it('an allergy to aspirin leaves out every NSAID', () => {
    const answer = advise("I'm allergic to aspirin and have a toothache");
    expect(leftOutNames(answer, 'notes.leftOutAllergy')).toEqual(NSAID_NAMES);
    expect(recommendedNames(answer)).toEqual([nameOf(ACETAMINOPHEN)]);
    expect(noteKeys(answer)).toContain('notes.allergyUsed');
  });

  it('3 or more drinks a day: leaves out paracetamol and the NSAIDs, cautions on sedating medicines', () => {
    const pain = advise('I drink 4 beers a day and have a headache');
    expect(leftOutNames(pain, 'notes.leftOutAlcohol')).toEqual([nameOf(ACETAMINOPHEN), ...NSAID_NAMES]);
    expect(pain.recommendations).toEqual([]);
    expect(noteKeys(pain)).toEqual(expect.arrayContaining(['notes.alcoholUsed', 'notes.allLeftOut']));
    const allergy = advise('hay fever and I drink 5 beers a day');
    expect(recommendationOf(allergy, 'cetirizine_10mg_tablets')?.cautions).toEqual([
      { key: 'cautions.alcohol', params: {} },
    ]);
    expect(recommendationOf(allergy, 'loratadine_10mg_tablets')?.cautions).toEqual([]);
  });

  it('a medicine only asked about is not one the person takes', () => {
    const answer = advise('can I take ibuprofen for my headache?');
    expect(recommendedNames(answer)).toContain(nameOf('ibuprofen_200mg_tablets'));
  });
});
