import { describe, expect, it } from 'vitest';
import { evaluateUnderstanding } from './evaluate';
import { labelled } from './labelled-case';
import { labelledSet } from './labelled-set';
import type { Understanding } from './understanding';

const emptyContext: Understanding['context'] = {
  isChild: false,
  isInfant: false,
  isNewborn: false,
  isPregnant: false,
  isBreastfeeding: false,
  conditions: [],
  medicines: [],
  medicineAllergies: [],
  heavyAlcoholUse: false,
};

describe('evaluateUnderstanding', () => {
  it('computes micro-averaged recall and precision, negation specificity and red-flag figures', () => {
    const set = [
      labelled('a', ['headache', 'cough'], ['fever']),
      labelled('b', ['nausea'], ['vomiting'], ['chest_pain']),
    ];
    // A fixed reader: finds headache (not cough), reports fever although denied, invents a rash in b, and
    // reports an extra red flag.
    const reader = (text: string): Understanding => ({
      symptoms:
        text === 'a'
          ? [
              { key: 'headache', confidence: 1, hedged: false, matched: '' },
              { key: 'fever', confidence: 1, hedged: false, matched: '' },
            ]
          : [
              { key: 'nausea', confidence: 1, hedged: false, matched: '' },
              { key: 'rash', confidence: 1, hedged: false, matched: '' },
            ],
      negated: [],
      redFlags:
        text === 'b'
          ? [
              { key: 'chest_pain', matched: '' },
              { key: 'fainting', matched: '' },
            ]
          : [],
      historical: [],
      context: emptyContext,
    });
    const result = evaluateUnderstanding(set, reader);
    expect(result.symptomRecall).toBeCloseTo(2 / 3, 10);
    expect(result.symptomPrecision).toBeCloseTo(2 / 4, 10);
    expect(result.negationSpecificity).toBeCloseTo(1 / 2, 10);
    expect(result.redFlagRecall).toBe(1);
    expect(result.redFlagFalsePositives).toBe(1);
    expect(result.failures.map((failure) => failure.text)).toEqual(['a', 'b']);
  });

  it('scores labelled facts about the person as context recall, and only those', () => {
    const set = [
      labelled('c', ['insomnia'], [], [], {
        ageYears: 40,
        medicines: ['ssri', 'warfarin'],
        isPregnant: true,
      }),
      labelled('d', ['cough']),
    ];
    const reader = (text: string): Understanding => ({
      symptoms: [{ key: text === 'c' ? 'insomnia' : 'cough', confidence: 1, hedged: false, matched: '' }],
      negated: [],
      redFlags: [],
      historical: [],
      // Found: the age and the SSRI; missed: warfarin and the pregnancy. The asthma in d is not labelled.
      context: {
        ...emptyContext,
        ageYears: 40,
        medicines: ['ssri'],
        conditions: text === 'd' ? ['asthma'] : [],
      },
    });
    const result = evaluateUnderstanding(set, reader);
    expect(result.contextFacts).toBe(4);
    expect(result.contextRecall).toBeCloseTo(2 / 4, 10);
    expect(result.failures).toEqual([
      expect.objectContaining({ text: 'c', missedContext: ['isPregnant', 'medicine:warfarin'] }),
    ]);
  });

  it('has at least 120 hand-written cases covering negations, red flags and their negated forms', () => {
    expect(labelledSet.length).toBeGreaterThanOrEqual(120);
    expect(new Set(labelledSet.map((labelled) => labelled.text)).size).toBe(labelledSet.length);
    expect(labelledSet.filter((labelled) => labelled.negated.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(labelledSet.filter((labelled) => labelled.redFlags.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('meets the goals on the labelled set: recall >= 0.90, negation specificity >= 0.95, red-flag recall 1', () => {
    const result = evaluateUnderstanding(labelledSet);
    expect(result.symptomRecall).toBeGreaterThanOrEqual(0.9);
    expect(result.negationSpecificity).toBeGreaterThanOrEqual(0.95);
    expect(result.redFlagRecall).toBe(1);
    expect(result.symptomPrecision).toBeGreaterThanOrEqual(0.9);
    expect(result.redFlagFalsePositives).toBeLessThanOrEqual(2);
  });
});
