import type { IndexedMemory } from './create-memory-index';
import { type Found, findDoses, findFrequencies, findMedicines } from './extract-medicine';
import { extractPeople } from './extract-people';
import { extractPlace } from './extract-place';
import { readWhen, type WhenWanted } from './extract-when';
import type { SentenceMatch } from './match-sentence';
import { medicineSegment } from './medicine-segment';
import { type Phrasing, withToldOn } from './phrase-answer';
import { readDates } from './read-dates';
import { askedName, askedRole, peopleInRole, peopleNamed } from './role-person';
import { splitSentences } from './split-sentences';
import { isFutureTense, isPastTense } from './tense';
import { asSentence } from './to-second-person';
import type { QuestionType } from './types';
import { focusOffsets, type WhereFocus } from './where-focus';

/** What the extractors need to know about the question. */
export interface Asked {
  question: string;
  questionType: QuestionType;
  medicineNames: readonly string[];
  /** Medicines the question names ("what dose of amlodipine"), lower case. */
  medicines: readonly string[];
  phrasing: Phrasing;
  /** For "my next appointment": a time stated before this instant is gone by and no answer. */
  notBeforeMs?: number;
  /** For a when question: a clock time ("what time"), a routine ("when does the nurse come"). */
  when?: WhenWanted;
  /** For a where question: where a thing is now ("where's my wallet"), where someone lives ("from Toronto"). */
  where?: { now: boolean; lives: boolean; focus?: WhereFocus };
}

/** A medicine with its dose and routine is quoted whole up to this many words, else put together from parts. */
const MAX_MEDICINE_WORDS = 16;

/**
 * The answer one sentence of a memory gives to a where / when / who / medicine / dose question, or null when it
 * holds no such thing (the caller then tries the next sentence or memory, and in the end quotes the best one).
 */
export function extractAnswer(asked: Asked, memory: IndexedMemory, match: SentenceMatch): string | null {
  const sentence = match.sentence.text;
  const createdAt = new Date(memory.createdAtMs);
  const { phrasing } = asked;
  switch (asked.questionType) {
    case 'where': {
      const timeSpans = [
        ...readDates(sentence, createdAt, phrasing.utcOffsetMinutes),
        ...findFrequencies(sentence),
      ];
      const options = { whereNow: asked.where?.now ?? false, whereFrom: asked.where?.lives ?? false };
      const focus = asked.where?.focus;
      // The thing asked about may be told more than once ("the letter is in the letter rack"): the first telling
      // with a place attached answers.
      const anchors = focus ? focusOffsets(focus, memory.text, sentence, match.sentence.index) : [];
      const place = focus
        ? (anchors
            .map((anchor) => extractPlace(sentence, anchor, timeSpans, { ...options, attached: true }))
            .find((found) => found !== null) ?? null)
        : extractPlace(sentence, match.anchor, timeSpans, options);
      return place && withToldOn(place, memory, phrasing);
    }
    case 'when': {
      const when = readWhen(sentence, createdAt, phrasing.utcOffsetMinutes, phrasing.currentYear, asked.when);
      if (!when || (asked.notBeforeMs !== undefined && when.atMs !== null && when.atMs < asked.notBeforeMs))
        return null;
      return asSentence(when.text);
    }
    case 'who': {
      // "Who came round yesterday?" is not answered by a plan: "Wendy is coming on Saturday".
      if (isPastTense(asked.question) && isFutureTense(sentence) && !isPastTense(sentence)) return null;
      // "Freya came on the bus. She showed me how to do video calls": who showed me is who "she" is.
      const referent = PRONOUN_SUBJECT.test(sentence)
        ? personBefore(memory.text, match.sentence.index, asked)
        : null;
      const people = referent ? [referent] : extractPeopleAsked(sentence, asked.question);
      return people.length > 0 ? withToldOn(joinWithAnd(people), memory, phrasing) : null;
    }
    case 'medicine':
    case 'dose': {
      const medicine = extractMedicine(sentence, asked);
      return medicine && withToldOn(medicine, memory, phrasing);
    }
    default:
      return null;
  }
}

/** Sentences that match the question first; the others (often "He is coming on Saturday.") after them. */
export function extractFromSentences(
  asked: Asked,
  memory: IndexedMemory,
  sentences: readonly SentenceMatch[],
): string | null {
  for (const match of sentences) {
    const answer = extractAnswer(asked, memory, match);
    if (answer) return answer;
  }
  return null;
}

/**
 * The people a sentence names: for "who is my dentist" only those in that role; for "who is Alfie" only a phrase
 * saying who Alfie is ("her grandson Alfie").
 */
function extractPeopleAsked(sentence: string, question: string): string[] {
  const name = askedName(question);
  if (name) return peopleNamed(extractPeople(sentence, ''), name);
  const people = extractPeople(sentence, question);
  const role = askedRole(question);
  return role ? peopleInRole(sentence, people, role) : people;
}

/**
 * The medicine, dose and routine a sentence states ("donepezil 10 mg every night before bed"). A medicine
 * question needs a medicine's name, a dose question a dose; a question naming a medicine needs that medicine.
 */
function extractMedicine(sentence: string, asked: Asked): string | null {
  const all = findMedicines(sentence, asked.medicineNames);
  const segment = medicineSegment(sentence, all, asked.question, asked.medicines);
  const isInSegment = (found: Found): boolean =>
    found.index >= segment.index && found.index < segment.index + segment.length;
  const medicines = all.filter(isInSegment);
  const doses = findDoses(sentence).filter(isInSegment);
  const routines = findFrequencies(sentence).filter(isInSegment);
  const named = medicines.map((medicine) => medicine.text.toLowerCase());
  if (asked.medicines.length > 0 && !asked.medicines.some((medicine) => named.includes(medicine)))
    return null;
  if (asked.questionType === 'medicine' ? medicines.length === 0 : doses.length === 0) return null;
  // A dose question naming its medicine wants the dose alone: "10 mg every morning".
  const isNamed = asked.questionType === 'dose' && asked.medicines.length > 0;
  const parts = [...(isNamed ? [] : medicines), ...doses, ...routines];
  const start = Math.min(...parts.map((part) => part.index));
  const end = Math.max(...parts.map((part) => part.index + part.length));
  const whole = sentence.slice(start, end);
  if (whole.split(/\s+/).length <= MAX_MEDICINE_WORDS) return whole;
  return [isNamed ? undefined : medicines[0]?.text, doses[0]?.text, routines[0]?.text]
    .filter(Boolean)
    .join(' ');
}

const PRONOUN_SUBJECT = /^\W*(?:she|he)\b(?!['’]s\b)/i;

/** The person a sentence's opening "she" or "he" is: the first one named in the nearest sentence before it. */
function personBefore(text: string, sentenceIndex: number, asked: Asked): string | null {
  const before = splitSentences(text.slice(0, sentenceIndex)).reverse();
  for (const sentence of before) {
    const people = extractPeople(sentence.text, asked.question);
    if (people.length > 0) return people[0] ?? null;
  }
  return null;
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
