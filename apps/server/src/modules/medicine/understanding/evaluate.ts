import type { LabelledCase } from './labelled-case';
import { understandSymptoms } from './understand-symptoms';
import type { Understanding } from './understanding';

export interface CaseResult {
  text: string;
  missedSymptoms: string[];
  extraSymptoms: string[];
  /** Labelled negated keys that were reported as present anyway. */
  negationLeaks: string[];
  missedRedFlags: string[];
  extraRedFlags: string[];
}

export interface Evaluation {
  cases: number;
  /** Micro-averaged over (text, symptom key) pairs. */
  symptomRecall: number;
  symptomPrecision: number;
  /** Of the labelled negated mentions, the share not reported as a present symptom or red flag. */
  negationSpecificity: number;
  /** Share of labelled red flags that were found. */
  redFlagRecall: number;
  /** Red flags reported that the label does not have, summed over texts. */
  redFlagFalsePositives: number;
  /** Only the cases with any error, for reading. */
  failures: CaseResult[];
}

/** Scores understandSymptoms (or another reader with the same output) against a labelled set. */
export function evaluateUnderstanding(
  set: readonly LabelledCase[],
  understand: (text: string) => Understanding = understandSymptoms,
): Evaluation {
  let symptomHits = 0;
  let symptomExpected = 0;
  let symptomReported = 0;
  let negatedTotal = 0;
  let negatedKept = 0;
  let flagHits = 0;
  let flagExpected = 0;
  let flagFalse = 0;
  const failures: CaseResult[] = [];

  for (const labelled of set) {
    const result = understand(labelled.text);
    const symptoms = new Set<string>(result.symptoms.map((symptom) => symptom.key));
    const flags = new Set<string>(result.redFlags.map((flag) => flag.key));
    const expectedSymptoms = new Set<string>(labelled.symptoms);
    const expectedFlags = new Set<string>(labelled.redFlags);

    const missedSymptoms = [...expectedSymptoms].filter((key) => !symptoms.has(key));
    const extraSymptoms = [...symptoms].filter((key) => !expectedSymptoms.has(key));
    symptomExpected += expectedSymptoms.size;
    symptomReported += symptoms.size;
    symptomHits += expectedSymptoms.size - missedSymptoms.length;

    const negationLeaks = labelled.negated.filter((key) => symptoms.has(key) || flags.has(key));
    negatedTotal += labelled.negated.length;
    negatedKept += labelled.negated.length - negationLeaks.length;

    const missedRedFlags = [...expectedFlags].filter((key) => !flags.has(key));
    const extraRedFlags = [...flags].filter((key) => !expectedFlags.has(key));
    flagExpected += expectedFlags.size;
    flagHits += expectedFlags.size - missedRedFlags.length;
    flagFalse += extraRedFlags.length;

    const caseResult = {
      text: labelled.text,
      missedSymptoms,
      extraSymptoms,
      negationLeaks,
      missedRedFlags,
      extraRedFlags,
    };
    if (Object.values(caseResult).some((value) => Array.isArray(value) && value.length > 0))
      failures.push(caseResult);
  }

  return {
    cases: set.length,
    symptomRecall: ratio(symptomHits, symptomExpected),
    symptomPrecision: ratio(symptomHits, symptomReported),
    negationSpecificity: ratio(negatedKept, negatedTotal),
    redFlagRecall: ratio(flagHits, flagExpected),
    redFlagFalsePositives: flagFalse,
    failures,
  };
}

/** A share, taken as 1 when there is nothing to measure (no labelled items means none were missed). */
function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
