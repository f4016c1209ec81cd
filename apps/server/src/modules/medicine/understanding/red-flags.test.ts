import { describe, expect, it } from 'vitest';
import { RED_FLAG_KEYS } from './red-flag-keys';
import { understandSymptoms } from './understand-symptoms';

const flagsOf = (text: string) => understandSymptoms(text).redFlags.map((flag) => flag.key);

// Each red flag with texts that must raise it and a negated or harmless text that must not.
const CASES: ReadonlyArray<readonly [string, readonly string[], string]> = [
  [
    'chest_pain',
    ['I have chest pain', 'there is pressure in my chest', 'tightness in my chest'],
    'no chest pain',
  ],
  [
    'trouble_breathing',
    ["I can't breathe", 'short of breath', 'shortness of breath', 'struggling to breathe'],
    "I'm not short of breath",
  ],
  [
    'stroke_signs',
    ['her face is drooping', 'slurred speech', 'arm weakness on one side', 'sudden numbness in my leg'],
    'no slurred speech or face drooping',
  ],
  ['severe_bleeding', ['bleeding heavily', "the cut won't stop bleeding"], 'not bleeding heavily'],
  ['vomiting_blood', ['I am vomiting blood', 'throwing up blood'], 'no blood in my vomit'],
  ['black_stools', ['black tarry stools', 'blood in stool', 'my poop is black'], 'no black stools'],
  [
    'suicidal_thoughts',
    ['I want to kill myself', 'I feel suicidal', 'I want to end my life'],
    "I'm not suicidal",
  ],
  ['self_harm', ['I keep hurting myself', "I've been cutting myself"], 'no thoughts of hurting myself'],
  [
    'facial_swelling',
    ['swelling of the face, lips or throat', 'my lips are swelling', 'my throat is closing'],
    'no lip or tongue swelling',
  ],
  ['fainting', ['I passed out', 'she fainted'], 'I never fainted'],
  ['seizure', ['he had a seizure', 'my son had a fit', 'convulsions'], 'no seizures'],
  ['worst_headache', ['the worst headache of my life', 'a thunderclap headache'], 'not the worst headache'],
  ['coughing_blood', ['coughing up blood', 'blood when I cough'], 'not coughing up blood'],
  ['confusion', ['she is suddenly confused', 'sudden confusion'], 'no sudden confusion'],
  [
    'stiff_neck_with_fever',
    ['stiff neck and a high fever', 'fever with a stiff neck'],
    'stiff neck but no fever',
  ],
  [
    'infant_fever',
    ['my newborn has a fever', 'my 2 month old has a fever'],
    "my newborn doesn't have a fever",
  ],
  ['prolonged_fever', ['fever for 4 days', 'a fever for more than 3 days'], 'no fever for 5 days'],
  ['prolonged_pain', ['back pain for two weeks', 'my knee has hurt for 11 days'], 'no back pain for 2 weeks'],
];

describe('red flags', () => {
  it('covers every red flag key', () => {
    expect(CASES.map(([key]) => key).sort()).toEqual([...RED_FLAG_KEYS].sort());
  });

  for (const [key, texts, negatedText] of CASES) {
    it(`raises ${key} and not its negated form`, () => {
      for (const text of texts) expect(flagsOf(text), text).toContain(key);
      expect(flagsOf(negatedText), negatedText).toEqual([]);
    });
  }

  it('reports a negated red flag as negated', () => {
    const result = understandSymptoms('no chest pain and no trouble breathing');
    expect(result.negated.map((mention) => mention.key)).toEqual(['chest_pain', 'trouble_breathing']);
  });

  it('derives stiff_neck_with_fever only when both are present', () => {
    expect(flagsOf('stiff neck')).toEqual([]);
    expect(flagsOf('fever')).toEqual([]);
    expect(understandSymptoms('stiff neck and fever').redFlags).toEqual([
      { key: 'stiff_neck_with_fever', matched: 'stiff neck + fever' },
    ]);
  });

  it('applies the OTC limits strictly: 3 days of fever, 10 days of pain (5 for a child)', () => {
    expect(flagsOf('fever for 3 days')).toEqual([]);
    expect(flagsOf('headache for 10 days')).toEqual([]);
    expect(flagsOf('headache for 11 days')).toEqual(['prolonged_pain']);
    expect(flagsOf('my 8 year old has had a headache for 6 days')).toEqual(['prolonged_pain']);
    expect(flagsOf('a cough for 3 weeks')).toEqual([]);
  });

  it('counts infant fever for babies of 6 months or younger only', () => {
    expect(flagsOf('my 3 month old has a fever')).toEqual(['infant_fever']);
    expect(flagsOf('my 4 month old has a fever')).toEqual(['infant_fever']);
    expect(flagsOf('baby is 5 months and has a temperature')).toEqual(['infant_fever']);
    expect(flagsOf('my 6 month old has a fever')).toEqual(['infant_fever']);
    expect(flagsOf('my 7 month old has a fever')).toEqual([]);
    expect(flagsOf('my 4 year old has a fever')).toEqual([]);
  });

  it('does not escalate harmless look-alikes', () => {
    expect(flagsOf('a fit of coughing')).toEqual([]);
    expect(flagsOf('I cut myself shaving')).toEqual([]);
    expect(flagsOf('chest congestion')).toEqual([]);
    expect(flagsOf('this headache is killing me')).toEqual([]);
  });
});
