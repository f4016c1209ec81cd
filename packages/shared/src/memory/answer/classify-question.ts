import { editDistance } from './edit-distance';
import { findMedicines } from './extract-medicine';
import { isMedicineName } from './medicine-names';
import type { QuestionType } from './types';

const QUESTION_WORDS = ['where', 'when', 'who', 'what', 'which', 'whose'];
// Real words one typo away from a question word, which must not be "corrected".
const NEAR_MISSES = new Set(
  'were wear here there then than that hat how why whom while white wheat whole with wit we wee he she the hoe tho two too wo ho hey wet wed went want wait whet whip whit ten hen men'.split(
    ' ',
  ),
);
const FILLERS = new Set(['so', 'and', 'but', 'ok', 'okay', 'please', 'hey', 'um', 'er', 'well', 'oh']);
const AUXILIARIES =
  /^(?:did|do|does|is|are|was|were|have|has|had|can|could|will|would|should|am|shall|may|might|must|didn't|don't|isn't|wasn't)$/;

const MEDICINE_WORDS =
  'medicines?|medications?|meds|pills?|tablets?|capsules?|drugs?|prescriptions?|inhalers?|(?:eye |ear )?drops|creams?|gels?|ointments?|sprays?|patch(?:es)?|injections?|jabs?';
// Kinds of medicine named by what they do: "Which one is my blood thinner?".
const MEDICINE_KINDS =
  'blood thinners?|painkillers?|pain killers?|water tablets?|water pills?|antibiotics?|antidepressants?|sleeping (?:tablets?|pills?)|statins?|laxatives?|antacids?|vitamins?|supplements?';
// People who prescribe or hand out medicines: "what did the GP give me" asks for a medicine.
const PRESCRIBERS =
  'doctors?|dr|gp|nurse|pharmacist|chemist|consultant|clinic|hospital|surgery|specialist|dentist';
const RULES: readonly (readonly [RegExp, QuestionType])[] = [
  // A question opening with "who" asks for a person, whatever else it names ("Who increased my dose?").
  [/^\W*(?:(?:so|and|but|ok|okay|please|hey|um|er|well|oh)\W+)*(?:who|whom|whose)\b/, 'who'],
  // "When did I start the new dose?" asks when; "What dose do I take?" asks the dose.
  [/^\W*(?:(?:so|and|but|ok|okay|please|hey|um|er|well|oh)\W+)*(?:when|what time|which day)\b/, 'when'],
  [/\b(?:dose|doses|dosage|strength|mg|milligrams?)\b/, 'dose'],
  [new RegExp(`\\bhow (?:often|many times)\\b.*\\b(?:${MEDICINE_WORDS}|drops?|puffs?|sprays?)\\b`), 'dose'],
  [new RegExp(`\\bhow (?:much|many)\\b.*\\b(?:${MEDICINE_WORDS}|drops?|puffs?|sprays?)\\b`), 'dose'],
  [new RegExp(`\\b(?:which|what) (?:\\w+ )?(?:${MEDICINE_WORDS})\\b`), 'medicine'],
  [
    new RegExp(
      `\\b(?:which|what)(?: one| ones)?(?:'s| is| are| was)? (?:my|the|his|her) (?:[\\w-]+ ){0,2}?(?:${MEDICINE_KINDS})\\b`,
    ),
    'medicine',
  ],
  [/\bwhat (?:do|did|should|must) i take\b/, 'medicine'],
  [
    new RegExp(
      `\\bwhat (?:did|has|have|do|does) (?:the |my )?(?:${PRESCRIBERS})\\b.*\\b(?:give|gave|prescribe|prescribed|put) (?:me|us)\\b`,
    ),
    'medicine',
  ],
  [/\bwhat(?:'s| is| was) (?:my|the|his|her|their) [\w' ]*name\b/, 'who'],
  [/\b(?:where|whereabouts)\b/, 'where'],
  [/\bwhen\b|\bwhat (?:time|day|date)\b|\bwhich day\b|\bhow long ago\b/, 'when'],
  [/\b(?:who|whom|whose)\b/, 'who'],
];

/** Fixes a misspelt question word at the start ("wher", "wen", "woh") so the question type reads right. */
export function correctQuestionWords(question: string): string {
  for (const match of question.matchAll(/\p{L}[\p{L}']*/gu)) {
    const word = match[0].toLowerCase();
    if (FILLERS.has(word)) continue;
    if (QUESTION_WORDS.includes(word) || NEAR_MISSES.has(word) || word.length < 3) return question;
    const near = QUESTION_WORDS.find((candidate) => editDistance(word, candidate) <= 1);
    if (!near) return question;
    const fixed = match[0][0] === match[0][0]?.toUpperCase() ? near[0]?.toUpperCase() + near.slice(1) : near;
    return question.slice(0, match.index) + fixed + question.slice(match.index + match[0].length);
  }
  return question;
}

/**
 * The kind of answer a question wants: where / when / who / which medicine / what dose / yes-no, else a general
 * "what". Medicine and dose come first ("what dose" is not a general "what"), place, time and person next, and a
 * question opening with an auxiliary ("did", "is") with none of those is yes-no. "How much" or "how many" with a
 * medicine's name (one word or a listed phrase, "vitamin D") is a dose.
 */
export function classifyQuestion(question: string, medicineNames: readonly string[] = []): QuestionType {
  const text = correctQuestionWords(question).toLowerCase();
  for (const [pattern, type] of RULES) if (pattern.test(text)) return type;
  const words = text.match(/\p{L}[\p{L}']*/gu) ?? [];
  const namesMedicine =
    words.some((word) => isMedicineName(word, medicineNames)) ||
    findMedicines(text, medicineNames).length > 0;
  if (/\bhow (?:much|many)\b/.test(text) && namesMedicine) return 'dose';
  const first = words.find((word) => !FILLERS.has(word));
  return first && AUXILIARIES.test(first) ? 'yes-no' : 'what';
}

// "Where is it", "where did I put it": where a thing is now. "Where did I have tea": where something happened.
const STATE_WHERE =
  /\bwhere(?:'s|s)?\b(?: \w+)? (?:is|are|was|were)\b|\bwhere(?:'s|s)\b|\bwhere (?:my|the|your|our|his|her)\b|\b(?:put|left|leave|keep|kept|hid|hide|store|stored|moved?)\b/;

/**
 * Whether a question asks about the present state of things, where the newest memory is the truth: which
 * medicine or dose, where a thing is ("Where are my keys?", "Where did I put my ring?"), as against where
 * something happened ("Where did I have tea with Eileen?").
 */
export function asksAboutState(question: string, questionType: QuestionType): boolean {
  if (questionType === 'medicine' || questionType === 'dose') return true;
  return questionType === 'where' && STATE_WHERE.test(question.toLowerCase());
}

/**
 * Whether a medicine or dose question asks about the past ("What dose was I on when I started?"), so the
 * memory that answers it stands and a newer statement does not replace it.
 */
export function asksAboutThePast(question: string): boolean {
  // Not "did": "What did the GP give me?" asks for the medicine, whose dose may since have changed.
  return /\b(?:was|were|used to|at first|first|originally|start|started|starting|before)\b/i.test(question);
}

/** Whether a when question asks for a clock time: "What time is my appointment?". */
export function asksForClockTime(question: string): boolean {
  return /\bwhat (?:time|o'?clock)\b|\bhow (?:early|late)\b/i.test(question);
}

/**
 * Whether a when question asks about a habit, in the present simple with no day of its own: "When does Tendai
 * come?", "What time do I take my pills?"; not "When does the clinic open tomorrow?" nor "When is my appointment?".
 */
export function asksAboutHabit(question: string): boolean {
  const text = question.toLowerCase();
  if (/\b(?:next|tomorrow|today|tonight|yesterday|this|last|on \w+day|did|was|were|will|is|are)\b/.test(text))
    return false;
  return /\b(?:do|does)\b/.test(text);
}
