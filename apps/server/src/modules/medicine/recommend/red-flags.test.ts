import { describe, expect, it } from 'vitest';
import { RED_FLAG_KEYS } from '../understanding';
import { advise } from './test-stock';

// Every red flag through the whole recommender: a text that raises it and its negated or harmless form.
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  ['chest_pain', 'I have chest pain and a headache', 'no chest pain, just a headache'],
  ['trouble_breathing', "I can't breathe and I have a cough", "I'm not short of breath, I have a cough"],
  ['stroke_signs', 'her face is drooping and she has a headache', 'a headache but no slurred speech'],
  ['severe_bleeding', "the cut won't stop bleeding", 'not bleeding heavily, just a headache'],
  ['vomiting_blood', 'I am throwing up blood', 'no blood in my vomit, just nausea'],
  ['black_stools', 'my poop is black and I have stomach pain', 'no black stools, just diarrhea'],
  ['suicidal_thoughts', 'I want to end my life and I cannot sleep', "I'm not suicidal, I just can't sleep"],
  ['self_harm', "I've been cutting myself", 'no thoughts of hurting myself, I have a headache'],
  ['facial_swelling', 'my lips are swelling and I have hives', 'no lip or tongue swelling, just itchy skin'],
  ['fainting', 'I passed out this morning', 'I never fainted, but I get dizzy'],
  ['seizure', 'my son had a seizure and a fever', 'no seizures, just a fever'],
  ['worst_headache', 'the worst headache of my life', 'not the worst headache, but it hurts'],
  ['coughing_blood', 'coughing up blood', 'not coughing up blood, just a cough'],
  ['confusion', 'she is suddenly confused', 'no sudden confusion, just tired and a headache'],
  ['stiff_neck_with_fever', 'stiff neck and a high fever', 'stiff neck but no fever'],
  ['infant_fever', 'my 2 month old has a fever', "my newborn doesn't have a fever"],
  ['prolonged_fever', 'fever for 4 days', 'no fever for 5 days, just a cough'],
  ['prolonged_pain', 'back pain for two weeks', 'back pain since yesterday'],
];

describe('red flags through adviseOnSymptoms', () => {
  it('covers every red flag key', () => {
    expect(CASES.map(([key]) => key).sort()).toEqual([...RED_FLAG_KEYS].sort());
  });

  for (const [key, text, negatedText] of CASES) {
    it(`${key}: refers urgently with no medicine, and its negated form does not`, () => {
      const urgent = advise(text);
      expect(urgent.urgentReferral, text).toBe(true);
      expect(urgent.urgency).toBe('high');
      expect(urgent.recommendations).toEqual([]);
      expect(urgent.totalRecommendations).toBe(0);
      expect(urgent.restockCandidates).toEqual([]);
      expect(urgent.possibleConditions).toEqual([]);
      const flag = urgent.redFlags.find((found) => found.key === key);
      expect(flag, text).toBeDefined();
      expect(flag?.name).toMatch(/^[A-Z]/);
      expect(flag?.action).toMatch(/\.$/);
      expect(`${flag?.name} ${flag?.action}`).not.toMatch(/medicine\.\w|\{\{/);
      expect(urgent.notes.map((note) => note.key)).toEqual(['notes.urgentReferral']);
      expect(urgent.noteTexts[0]).toMatch(/needs a clinician now/);

      const calm = advise(negatedText);
      expect(calm.urgentReferral, negatedText).toBe(false);
      expect(calm.redFlags).toEqual([]);
      expect(calm.urgency).not.toBe('high');
    });
  }

  it('says what to do now: emergency number for chest pain, a crisis line for suicidal thoughts', () => {
    expect(advise('crushing chest pain').redFlags[0]?.action).toMatch(/emergency number/);
    expect(advise('I want to kill myself').redFlags[0]?.action).toMatch(/crisis line.*988/);
  });

  it('keeps what it read beside the referral: the symptoms, their names, and the disclaimer', () => {
    const answer = advise('stiff neck and a high fever');
    expect(answer.symptomsDetected).toEqual({ stiff_neck: 1, fever: 1 });
    expect(answer.symptomNames).toEqual({ stiff_neck: 'Stiff neck', fever: 'Fever' });
    expect(answer.redFlags[0]?.matched).toMatch(/stiff neck/);
    expect(answer.disclaimer).toMatch(/decision support, not a diagnosis/);
  });

  it('suggests medicines once the negated red flag is set aside', () => {
    const answer = advise('no chest pain, just a headache');
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.negatedSymptoms).toEqual([]);
  });
});
