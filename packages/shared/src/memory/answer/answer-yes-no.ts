import type { IndexedMemory } from './create-memory-index';
import type { SentenceMatch } from './match-sentence';
import { type Phrasing, quote } from './phrase-answer';

const NEGATION =
  /\b(?:not|never|no|forgot|forgotten|missed|without|didn't|couldn't|wasn't|weren't|haven't|hasn't|don't|doesn't|isn't|can't|won't)\b|n't\b/i;

/**
 * A yes-no question answered by quoting the best sentence. "Yes" or "No" leads only when that memory matched
 * every content word of the question; "No" when exactly one of question and sentence is negative ("Did I take
 * my pills?" and "I forgot to take my pills"). Otherwise the quote stands alone, for the person to judge.
 */
export function answerYesNo(
  question: string,
  sentences: readonly SentenceMatch[],
  memory: IndexedMemory,
  isFullMatch: boolean,
  phrasing: Phrasing,
): string {
  const best = sentences[0]?.sentence.text ?? memory.text;
  const quoted = quote([best], memory, phrasing);
  if (!isFullMatch) return quoted;
  const isNo = NEGATION.test(question) !== NEGATION.test(best);
  return `${isNo ? 'No' : 'Yes'}. ${quoted}`;
}
