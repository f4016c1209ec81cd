import { compilePhrases, type PhraseIndex } from './compile-phrases';
import { matchPhrases } from './match-phrases';
import type { Token } from './tokenize';

/** The clauses that contain at least one cue of the index (a mark of the past). */
export function clausesWithCue(
  tokens: readonly Token[],
  index: PhraseIndex<true>,
  clauseOf: readonly number[],
): Set<number> {
  const clauses = new Set<number>();
  for (const cue of matchPhrases(tokens, index)) {
    const clause = clauseOf[cue.first];
    if (clause !== undefined) clauses.add(clause);
  }
  return clauses;
}

export function compileCues(phrases: readonly string[]): PhraseIndex<true> {
  return compilePhrases([{ value: true as const, phrases }]);
}
