import type { ExpectedContext, LabelledCase } from './labelled-case';
import { understandSymptoms } from './understand-symptoms';
import type { PersonContext, Understanding } from './understanding';

export interface CaseResult {
  text: string;
  missedSymptoms: string[];
  extraSymptoms: string[];
  /** Labelled negated keys that were reported as present anyway. */
  negationLeaks: string[];
  missedRedFlags: string[];
  extraRedFlags: string[];
  /** Labelled facts about the person that were not found ("medicine:ssri", "ageYears=7"). */
  missedContext: string[];
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
  /** Share of the labelled facts about the person (age, child, pregnancy, conditions, medicines) that were found. */
  contextRecall: number;
  /** How many such facts are labelled; 0 means contextRecall measured nothing. */
  contextFacts: number;
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
  let contextExpected = 0;
  let contextFound = 0;
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

    const expectedContext = contextFacts(labelled.context);
    const missedContext = expectedContext
      .filter((fact) => !fact.found(result.context))
      .map((fact) => fact.name);
    contextExpected += expectedContext.length;
    contextFound += expectedContext.length - missedContext.length;

    const caseResult = {
      text: labelled.text,
      missedSymptoms,
      extraSymptoms,
      negationLeaks,
      missedRedFlags,
      extraRedFlags,
      missedContext,
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
    contextRecall: ratio(contextFound, contextExpected),
    contextFacts: contextExpected,
    failures,
  };
}

interface ContextFact {
  name: string;
  found: (context: PersonContext) => boolean;
}

/** The labelled facts about the person, one per item, each with how to tell whether the reader found it. */
function contextFacts(expected: ExpectedContext | undefined): ContextFact[] {
  if (expected === undefined) return [];
  const facts: ContextFact[] = [];
  const { ageYears } = expected;
  if (ageYears !== undefined)
    facts.push({ name: `ageYears=${ageYears}`, found: (context) => context.ageYears === ageYears });
  for (const flag of ['isChild', 'isInfant', 'isPregnant', 'isBreastfeeding'] as const)
    if (expected[flag]) facts.push({ name: flag, found: (context) => context[flag] });
  for (const key of expected.conditions ?? [])
    facts.push({ name: `condition:${key}`, found: (context) => context.conditions.includes(key) });
  for (const key of expected.medicines ?? [])
    facts.push({ name: `medicine:${key}`, found: (context) => context.medicines.includes(key) });
  return facts;
}

/** A share, taken as 1 when there is nothing to measure (no labelled items means none were missed). */
function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
