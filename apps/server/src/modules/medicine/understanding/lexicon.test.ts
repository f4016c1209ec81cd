import { describe, expect, it } from 'vitest';
import { compilePhrases } from './compile-phrases';
import { CONDITION_LEXICON, MEDICINE_LEXICON } from './context-lexicon';
import { SYMPTOM_LEXICON, symptomName } from './lexicon';
import { PHRASE_RED_FLAG_KEYS } from './red-flag-keys';
import { RED_FLAG_LEXICON } from './red-flag-lexicon';
import { SYMPTOM_KEYS } from './symptom-keys';
import { understandSymptoms } from './understand-symptoms';

const REQUIRED_KEYS =
  `headache migraine fever chills body_aches muscle_pain joint_pain back_pain neck_pain toothache
  menstrual_cramps sore_throat earache cough dry_cough chest_congestion nasal_congestion runny_nose sneezing
  sinus_pressure postnasal_drip itchy_eyes watery_eyes itchy_throat hives itchy_skin rash heartburn
  acid_indigestion nausea vomiting diarrhea constipation bloating gas stomach_pain upset_stomach insomnia
  difficulty_staying_asleep jet_lag anxiety nervousness stress fatigue dizziness motion_sickness
  loss_of_appetite sunburn minor_burn insect_bite dry_skin acne red_eyes allergies hay_fever cold_symptoms
  flu_symptoms minor_aches swelling cramps`.split(/\s+/);

const keysOf = (text: string) => understandSymptoms(text).symptoms.map((symptom) => symptom.key);

describe('symptom vocabulary', () => {
  it('has at least 60 symptoms, every required key, one entry per key and snake_case keys', () => {
    const keys = SYMPTOM_LEXICON.map((entry) => entry.key);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...SYMPTOM_KEYS].sort());
    for (const key of REQUIRED_KEYS) expect(keys).toContain(key);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('gives every symptom an English name and finds each one by its own key written as words', () => {
    for (const entry of SYMPTOM_LEXICON) {
      expect(symptomName(entry.key)).toBe(entry.name);
      expect(keysOf(`I have ${entry.key.replaceAll('_', ' ')}`), entry.key).toContain(entry.key);
    }
  });

  it('has a red-flag phrase list for every phrase red flag', () => {
    expect(RED_FLAG_LEXICON.map((entry) => entry.key).sort()).toEqual([...PHRASE_RED_FLAG_KEYS].sort());
  });

  it('compiles every phrase of every lexicon (no phrase starts or ends with a gap)', () => {
    for (const lexicon of [SYMPTOM_LEXICON, RED_FLAG_LEXICON, CONDITION_LEXICON, MEDICINE_LEXICON]) {
      expect(() =>
        compilePhrases(lexicon.map((entry) => ({ value: entry.key, phrases: entry.phrases }))),
      ).not.toThrow();
    }
    expect(() => compilePhrases([{ value: 'x', phrases: ['* pain'] }])).toThrow(/start and end with a word/);
  });
});

describe('synonyms and lay phrases', () => {
  it.each([
    ['My throat is killing me', 'sore_throat'],
    ['I have a stuffy nose', 'nasal_congestion'],
    ['blocked nose since Monday', 'nasal_congestion'],
    ["I can't sleep", 'insomnia'],
    ['I cannot fall asleep at night', 'insomnia'],
    ['my kid has a tummy ache', 'stomach_pain'],
    ['been throwing up all day', 'vomiting'],
    ['I have the runs', 'diarrhea'],
    ['feeling sick to my stomach', 'nausea'],
    ["I'm worn out", 'fatigue'],
    ['I feel queasy', 'nausea'],
    ['pounding head', 'headache'],
    ['my head hurts', 'headache'],
    ['pain in my lower back', 'back_pain'],
    ['my knees ache', 'joint_pain'],
    ['period pain', 'menstrual_cramps'],
    ['pyrexia', 'fever'],
    ['running a temperature', 'fever'],
    ['I feel lightheaded', 'dizziness'],
    ['acid reflux after dinner', 'heartburn'],
    ['I get carsick', 'motion_sickness'],
    ['my nose keeps running', 'runny_nose'],
    ['post-nasal drip', 'postnasal_drip'],
    ['hay fever', 'hay_fever'],
    ['I have a cold', 'cold_symptoms'],
    ['a bad cold sore', 'cold_sores'],
  ])('"%s" -> %s', (text, key) => {
    expect(keysOf(text)).toEqual([key]);
  });

  it('reads "hay fever" as hay fever, not as a fever (longest match wins)', () => {
    expect(keysOf('hay fever')).not.toContain('fever');
  });
});

describe('misspellings', () => {
  it.each([
    ['I have a terible headake', 'headache'],
    ['diarhea since yesterday', 'diarrhea'],
    ['feeling nausous', 'nausea'],
    ['bad stomache', 'stomach_pain'],
    ['couging all night', 'cough'],
    ['constipaton', 'constipation'],
    ['insomnya', 'insomnia'],
    ['I have a feaver', 'fever'],
  ])('"%s" -> %s', (text, key) => {
    expect(keysOf(text)).toContain(key);
  });

  it('gives a corrected word less confidence than a clean one', () => {
    const [clean] = understandSymptoms('I have a headache').symptoms;
    const [typo] = understandSymptoms('I have a headake').symptoms;
    expect(clean?.confidence).toBe(1);
    expect(typo?.confidence).toBe(0.85);
  });

  it('leaves common words that are one letter from a symptom alone', () => {
    expect(keysOf("I've never been on the couch so much, I tried to rest")).toEqual([]);
    expect(keysOf("It's freezing and I'm growing old")).toEqual([]);
    expect(keysOf('I flew to Sydney')).toEqual([]);
  });
});
