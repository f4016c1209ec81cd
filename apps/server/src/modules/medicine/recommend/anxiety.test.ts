import { describe, expect, it } from 'vitest';
import { MEDICINE_CATALOGUE } from '../catalogue';
import { adviseOnSymptoms } from './advise';
import { isOtcSedative } from './anxiety-rule';
import { advise, leftOutNames, nameOf, noteKeys, pharmacy, recommendedNames } from './test-stock';

const OTC_SEDATIVE_NAMES = MEDICINE_CATALOGUE.filter(isOtcSedative).map((profile) => profile.name);
const everyNameIn = (text: string) => {
  const answer = advise(text);
  return [
    ...recommendedNames(answer),
    ...answer.recommendations.flatMap((r) => r.alternativeMedicines.map((alt) => alt.medicineName)),
  ];
};

describe('the anxiety rule', () => {
  it('knows the OTC sedatives: diphenhydramine and doxylamine among them', () => {
    expect(OTC_SEDATIVE_NAMES).toEqual(
      expect.arrayContaining([
        nameOf('diphenhydramine_25mg_sleep_aid_caplets'),
        nameOf('doxylamine_succinate_25mg_tablets'),
      ]),
    );
  });

  it('keeps medicines whose label only warns of drowsiness: cetirizine is not a sedative', () => {
    expect(OTC_SEDATIVE_NAMES).not.toContain(nameOf('cetirizine_10mg_tablets'));
    expect(OTC_SEDATIVE_NAMES).toEqual(
      expect.arrayContaining([nameOf('melatonin_3mg_tablets'), nameOf('meclizine_25mg_tablets')]),
    );
    expect(recommendedNames(advise('feeling anxious and I have hay fever with sneezing'))).toContain(
      nameOf('cetirizine_10mg_tablets'),
    );
  });

  it.each([
    "I feel anxious and can't sleep",
    "I'm so stressed I can't sleep at night",
    'nervous and restless, with hay fever',
  ])('never answers anxiety with an OTC sedative, not even as an alternative: "%s"', (text) => {
    const names = everyNameIn(text);
    for (const sedative of OTC_SEDATIVE_NAMES) expect(names, text).not.toContain(sedative);
  });

  it('leaves the sleep aids out with a note naming them, and says where to get help', () => {
    const answer = advise("I feel anxious and can't sleep");
    expect(leftOutNames(answer, 'notes.leftOutAnxietySedative')).toEqual(
      expect.arrayContaining([
        nameOf('diphenhydramine_25mg_sleep_aid_caplets'),
        nameOf('doxylamine_succinate_25mg_tablets'),
      ]),
    );
    expect(noteKeys(answer)).toEqual(
      expect.arrayContaining(['notes.anxietyHelp', 'notes.anxietyNoSedative']),
    );
    const help = answer.noteTexts[noteKeys(answer).indexOf('notes.anxietyHelp')];
    expect(help).toMatch(/your doctor/);
    expect(help).toMatch(/local emergency number/);
    expect(answer.urgency).toBe('medium');
  });

  it('shows the prescription options as prescription-only, to see a clinician about', () => {
    const answer = advise('I have bad anxiety');
    expect(recommendedNames(answer)).toEqual(
      expect.arrayContaining([
        nameOf('sertraline_50mg_tablets'),
        nameOf('buspirone_10mg_tablets'),
        nameOf('hydroxyzine_25mg_tablets'),
      ]),
    );
    for (const recommendation of answer.recommendations) {
      expect(recommendation).toMatchObject({ prescriptionRequired: true, seeClinician: true });
      expect(recommendation.reasoning).toMatch(/Prescription-only/);
    }
  });

  it('still offers OTC sleep aids for sleeplessness without anxiety', () => {
    const names = recommendedNames(advise("I can't sleep"));
    expect(names[0]).toBe(nameOf('diphenhydramine_25mg_sleep_aid_caplets'));
    expect(names).toContain(nameOf('doxylamine_succinate_25mg_tablets'));
  });

  it('with no prescription option in stock, suggests nothing for the anxiety and still says where to get help', () => {
    const withoutPrescriptions = pharmacy().filter((medicine) => !medicine.profile.prescriptionRequired);
    const answer = adviseOnSymptoms({ text: 'I feel really stressed', medicines: withoutPrescriptions });
    expect(answer.recommendations).toEqual([]);
    expect(noteKeys(answer)).toEqual(
      expect.arrayContaining(['notes.anxietyHelp', 'notes.anxietyNoSedative', 'notes.nothingStockedTreats']),
    );
  });

  it('marks every prescription-only recommendation "see a clinician", whatever the symptoms', () => {
    for (const text of ["I can't sleep", 'itchy skin and hives', 'anxious', 'headache']) {
      for (const recommendation of advise(text).recommendations) {
        expect(recommendation.seeClinician, `${text}: ${recommendation.medicineName}`).toBe(
          recommendation.prescriptionRequired,
        );
      }
    }
  });
});
