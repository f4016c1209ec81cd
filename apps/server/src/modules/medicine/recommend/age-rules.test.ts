import { describe, expect, it } from 'vitest';
import {
  advise,
  findNote,
  leftOutNames,
  nameOf,
  noteKeys,
  recommendationOf,
  recommendedNames,
} from './test-stock';

const cautionKeys = (text: string, key: string) =>
  recommendationOf(advise(text), key)?.cautions.map((caution) => caution.key);

describe('age rules', () => {
  it('suggests nothing for a baby, and says to ask a doctor or pharmacist', () => {
    const answer = advise('my baby has a runny nose');
    expect(answer.recommendations).toEqual([]);
    expect(leftOutNames(answer, 'notes.leftOutInfant')).toContain(nameOf('loratadine_10mg_tablets'));
    expect(noteKeys(answer)).toEqual(expect.arrayContaining(['notes.infantUsed', 'notes.allLeftOut']));
    expect(answer.urgency).toBe('medium');
  });

  it('leaves out medicines whose directions start above the stated age', () => {
    const answer = advise('my 8 year old has a headache');
    expect(answer.recommendations).toEqual([]);
    expect(findNote(answer, 'notes.leftOutAge')?.params.minimum).toBe(12);
    expect(leftOutNames(answer, 'notes.leftOutAge')).toContain(nameOf('acetaminophen_500mg_tablets'));
    expect(noteKeys(answer)).toEqual(expect.arrayContaining(['notes.ageUsed', 'notes.childUsed']));
  });

  it("keeps a child's medicine from its minimum age, and says its label is checked against the age", () => {
    const answer = advise('my 8 year old has hay fever');
    const loratadine = recommendationOf(answer, 'loratadine_10mg_tablets');
    expect(loratadine?.cautions).toEqual([]);
    expect(loratadine?.reasons).toContainEqual({
      key: 'reasons.ageSuitable',
      params: { age: 8, minimum: 6 },
    });
    expect(loratadine?.reasoning).toMatch(/cover age 8/);
  });

  it("gives an OTC medicine with its own children's directions a caution for a child, and leaves it out under 6", () => {
    expect(cautionKeys('my 8 year old has hay fever', 'diphenhydramine_25mg_allergy_tablets')).toEqual([
      'cautions.childDoseFromLabel',
    ]);
    const toddler = advise('my 4 year old has a runny nose');
    expect(recommendedNames(toddler)).toEqual([]);
    expect(leftOutNames(toddler, 'notes.leftOutAge')).toEqual(
      expect.arrayContaining([
        nameOf('diphenhydramine_25mg_allergy_tablets'),
        nameOf('cetirizine_10mg_tablets'),
      ]),
    );
  });

  it('for a child of unknown age, leaves out 12-and-over medicines and names the minimum age of the others', () => {
    const answer = advise('my son has a rash');
    expect(recommendationOf(answer, 'hydrocortisone_1pct_cream')?.cautions).toEqual([
      { key: 'cautions.childMinimumAge', params: { minimum: 2 } },
    ]);
    expect(recommendedNames(advise('my daughter has a headache'))).toEqual([]);
  });

  it('leaves out adult-only medicines for a teenager (melatonin, zolpidem from 18)', () => {
    const answer = advise("I'm 16 and can't sleep");
    expect(leftOutNames(answer, 'notes.leftOutAge')).toEqual([
      nameOf('melatonin_3mg_tablets'),
      nameOf('zolpidem_5mg_tablets'),
    ]);
    expect(recommendedNames(answer)).toContain(nameOf('doxylamine_succinate_25mg_tablets'));
  });

  it("leaves out aspirin for a teenager with flu or fever (Reye's syndrome), not for an adult", () => {
    const teen = advise("I'm 15 with flu and a fever");
    expect(leftOutNames(teen, 'notes.leftOutReyes')).toEqual([nameOf('aspirin_325mg_tablets')]);
    expect(recommendedNames(teen)).toContain(nameOf('acetaminophen_500mg_tablets'));
    expect(recommendedNames(advise("I'm 35 and have a fever"))).toContain(nameOf('aspirin_325mg_tablets'));
  });
});
