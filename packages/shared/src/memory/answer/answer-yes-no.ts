import type { IndexedMemory, MemoryHit } from './create-memory-index';
import type { ChosenAnswer } from './find-newer-statement';
import type { SentenceMatch } from './match-sentence';
import { normaliseTerm } from './normalise-term';
import { type Phrasing, quote } from './phrase-answer';
import { type Slot, slotCoverage, slotMatch } from './question-slots';
import { isFutureTense, isPastTense } from './tense';
import { termsOf, tokenize } from './tokenize';

const NEGATION =
  /^(?:not|never|no|forgot|forgotten|forget|missed|miss|without|didn't|couldn't|wasn't|weren't|haven't|hasn't|don't|doesn't|isn't|can't|won't|\w+n't|didnt|dont|doesnt|couldnt|wasnt|werent|havent|hasnt|isnt|cant|wont|wouldnt|shouldnt|arent)$/i;
// A negation says the opposite of a word of the question only just before it: "forgot to take my pills", not
// "fell asleep and missed my programme".
const NEGATION_REACH = 6;
// "Didn't I take my pills?" asks the same as "Did I take my pills?".
const NEGATIVE_OPENING = /^\W*(?:didn't|don't|doesn't|haven't|hasn't|wasn't|weren't|isn't|aren't)\s/i;

// "out of" says a thing is not in a place only of the place right after it: "moved it out of my sock drawer", not
// "got out of the car and fell".
const OUT_OF_REACH = 3;

/**
 * Whether a text negates one of `found` (index keys): a negation at most NEGATION_REACH words before it, or "out
 * of" just before it ("out of hospital" is not in hospital).
 */
export function negatesFound(text: string, found: ReadonlySet<string>): boolean {
  const tokens = tokenize(text);
  let lastNegation = Number.NEGATIVE_INFINITY;
  let lastOutOf = Number.NEGATIVE_INFINITY;
  for (const [position, token] of tokens.entries()) {
    const key = normaliseTerm(token.word);
    if (key && found.has(key)) {
      if (position - lastNegation <= NEGATION_REACH || position - lastOutOf <= OUT_OF_REACH) return true;
    }
    if (NEGATION.test(token.word)) lastNegation = position;
    if (/^of$/i.test(token.word) && /^out$/i.test(tokens[position - 1]?.word ?? '')) lastOutOf = position;
  }
  return false;
}

/**
 * A yes-no question answered with the sentence that states it, led by "Yes", or by "No" when exactly one of
 * question and sentence negates the question's words ("Did I take my pills?" and "I forgot to take my pills").
 */
export function answerYesNo(
  question: string,
  match: SentenceMatch,
  memory: IndexedMemory,
  phrasing: Phrasing,
): string {
  const text = match.sentence.text;
  const isQuestionNegative = negatesFound(question.replace(NEGATIVE_OPENING, ''), new Set(termsOf(question)));
  const isNo = isQuestionNegative !== negatesFound(text, match.found);
  return `${isNo ? 'No' : 'Yes'}. ${quote([text], memory, phrasing)}`;
}

/**
 * The first hit (in rank order) with a sentence that states what the question asks: every content word (or a
 * paraphrase of it) met in that one sentence ("go" is no content word: answer-question.ts), and for a question about the past
 * ("Did I …") not a plan ("must ring the dentist next week"). Answered "Yes" or "No" with that sentence. Null
 * when no memory states it all: a memory sharing only some of the words is no answer, and never a "No".
 */
export function answerYesNoFrom(
  question: string,
  hits: readonly MemoryHit[],
  slots: readonly Slot[],
  sentencesOf: (hit: MemoryHit) => SentenceMatch[],
  phrasing: Phrasing,
): ChosenAnswer | null {
  const needed = slots;
  if (needed.length === 0) return null;
  const isPastQuestion = isPastTense(question);
  const states = (match: SentenceMatch): boolean => {
    const text = match.sentence.text;
    if (isPastQuestion && isFutureTense(text)) return false;
    const found = new Map([...match.found].map((term) => [term, 1]));
    return needed.every((slot) => slotMatch(slot, found, text) > 0);
  };
  for (const hit of hits) {
    if (slotCoverage(needed, hit.matchedTerms, hit.memory.text) < 1) continue;
    const sentences = sentencesOf(hit);
    const sentence = sentences.find(states) ?? withHeadings(sentences).find(states);
    if (sentence) return { hit, answer: answerYesNo(question, sentence, hit.memory, phrasing) };
  }
  return null;
}

/** A heading of at most this many words ("Remembrance Sunday.", "Tuesday.") belongs to the sentence after it. */
const MAX_HEADING_WORDS = 3;

/**
 * Each short heading of a diary entry read together with the sentence after it: "Remembrance Sunday. Went to
 * the service" states going to the Remembrance service.
 */
export function withHeadings(sentences: readonly SentenceMatch[]): SentenceMatch[] {
  const inOrder = [...sentences].sort((a, b) => a.sentence.index - b.sentence.index);
  return inOrder.flatMap((heading, position) => {
    const next = inOrder[position + 1];
    if (!next || heading.sentence.text.split(/\s+/).length > MAX_HEADING_WORDS) return [];
    return [
      {
        sentence: { text: `${heading.sentence.text} ${next.sentence.text}`, index: heading.sentence.index },
        weight: heading.weight + next.weight,
        anchor: heading.sentence.text.length + 1 + next.anchor,
        found: new Set([...heading.found, ...next.found]),
      },
    ];
  });
}
