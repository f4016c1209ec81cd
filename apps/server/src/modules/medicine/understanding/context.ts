import { readAge } from './age';
import type { Concept } from './concept';
import type { ConditionKey, MedicineKey } from './context-keys';
import { isAllergyTo } from './drug-allergy';
import type { Span } from './span';
import type { Token } from './tokenize';
import type { PersonContext } from './understanding';

/** A matched context phrase (or a heavy-drinking span) and whether NegEx negated it. */
export interface ContextFinding extends Span {
  concept: Concept;
  isNegated: boolean;
}

// A medicine named in a request ("can I take ibuprofen?", "which is better, aspirin or...") is not one the
// person takes; one named after "on", "taking" or "prescribed" is, even inside a question ("is it safe while
// I'm on warfarin?").
const REQUEST_WORDS: ReadonlySet<string> = new Set([
  'can',
  'could',
  'should',
  'recommend',
  'suggest',
  'want',
  'need',
  'buy',
  'which',
  'what',
  'safe',
  'ok',
  'okay',
]);
const USE_WORDS: ReadonlySet<string> = new Set([
  'on',
  'taking',
  'takes',
  'took',
  'using',
  'prescribed',
  'already',
]);

/**
 * What the text says about the person. Negated facts ("not pregnant", "no history of asthma") do not count;
 * facts said of the past do ("I had an ulcer"), because they still contraindicate.
 */
export function buildContext(
  tokens: readonly Token[],
  findings: readonly ContextFinding[],
  questionSentences: ReadonlySet<number>,
): PersonContext {
  const conditions = new Set<ConditionKey>();
  const medicines = new Set<MedicineKey>();
  const medicineAllergies = new Set<MedicineKey>();
  let isPregnant = false;
  let isBreastfeeding = false;
  let heavyAlcoholUse = false;
  const notAboutAChild = new Set<number>();

  for (const finding of findings) {
    const { concept } = finding;
    if (concept.kind === 'pregnancy' || concept.kind === 'breastfeeding') {
      // "expecting a baby", "nursing my baby": the baby is not the patient.
      for (let position = finding.first; position <= finding.last; position++) notAboutAChild.add(position);
    }
    if (finding.isNegated) continue;
    switch (concept.kind) {
      case 'condition':
        conditions.add(concept.key);
        break;
      case 'medicine':
        if (isAllergyTo(tokens, finding.first)) medicineAllergies.add(concept.key);
        else if (isTaken(tokens, finding, questionSentences, findings)) medicines.add(concept.key);
        break;
      case 'pregnancy':
        isPregnant = true;
        break;
      case 'breastfeeding':
        isBreastfeeding = true;
        break;
      case 'heavy_drinking':
        heavyAlcoholUse = true;
        break;
      default:
        break;
    }
  }

  const age = readAge(tokens, notAboutAChild);
  const isNewborn = age.isNewborn || (age.ageYears !== undefined && age.ageYears <= 28 / 365);
  const isInfant = age.ageYears !== undefined ? age.ageYears < 1 : isNewborn || age.mentionsInfant;
  const isChild = age.ageYears !== undefined ? age.ageYears < 12 : isInfant || age.mentionsChild;
  return {
    ...(age.ageYears === undefined ? {} : { ageYears: age.ageYears }),
    isChild,
    isInfant,
    isNewborn,
    isPregnant,
    isBreastfeeding,
    conditions: [...conditions],
    medicines: [...medicines],
    medicineAllergies: [...medicineAllergies],
    heavyAlcoholUse,
  };
}

// "I take sertraline", "we take warfarin": a statement of use, unless a modal makes it a request ("can I take").
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'they', 'you']);
const MODALS: ReadonlySet<string> = new Set(['can', 'could', 'should', 'may', 'might', 'would', 'shall']);

function isTaken(
  tokens: readonly Token[],
  finding: Span,
  questionSentences: ReadonlySet<number>,
  findings: readonly Span[],
): boolean {
  const word = (offset: number) => tokens[finding.first - offset]?.word ?? '';
  if ([word(1), word(2)].some((before) => USE_WORDS.has(before))) return true;
  const sentence = tokens[finding.first]?.sentence;
  if (sentence === undefined) return false;
  if (word(1) === 'take' && SUBJECTS.has(word(2)) && !MODALS.has(word(3)) && !questionSentences.has(sentence))
    return true;
  if (questionSentences.has(sentence)) return false;
  // A request word inside a finding is part of that finding's words: the "can" of "can't sleep".
  const isInFinding = (position: number) =>
    findings.some((other) => other.first <= position && position <= other.last);
  return !tokens.some(
    (token, position) =>
      token.sentence === sentence && REQUEST_WORDS.has(token.word) && !isInFinding(position),
  );
}
