import type { MemoryHit } from './create-memory-index';
import { type Asked, extractAnswer } from './extract-answer';
import type { ChosenAnswer } from './find-newer-statement';
import type { SentenceMatch } from './match-sentence';

/** A memory's sentences that may answer: those holding a word of the question, and the ones next to them. */
export interface AnswerableSentences {
  /** Holding a word of the question, best first. */
  direct: SentenceMatch[];
  /** Next to a direct one ("My son Tom phoned. He is coming on Saturday."), in their order. */
  adjacent: SentenceMatch[];
}

/**
 * Splits a memory's sentences (best first, as matched) into those holding a word of the question and their
 * neighbours. Sentences further away are about something else and never answer.
 */
export function answerableSentences(sentences: readonly SentenceMatch[]): AnswerableSentences {
  const inOrder = [...sentences].sort((a, b) => a.sentence.index - b.sentence.index);
  const isDirect = (position: number): boolean => (inOrder[position]?.weight ?? 0) > 0;
  return {
    direct: sentences.filter((match) => match.weight > 0),
    adjacent: inOrder.filter(
      (match, position) => match.weight === 0 && (isDirect(position - 1) || isDirect(position + 1)),
    ),
  };
}

/**
 * The typed answer (where / when / who / medicine / dose) the hits give, or null when none holds one. With
 * `byMemory` (the state of things, hits newest first) each memory is read whole before the next. Otherwise the
 * memories meeting the whole question (`isFullMatch`) come before the others, and within each group every
 * sentence holding a word of the question is read before any sentence only next to one, so "Went to the
 * Bluebell Tearoom with Eileen" beats "… at the community hall. Eileen was there too."
 */
export function chooseTypedAnswer(
  asked: Asked,
  hits: readonly MemoryHit[],
  sentencesOf: (hit: MemoryHit) => SentenceMatch[],
  byMemory: boolean,
  isFullMatch: (hit: MemoryHit) => boolean = () => true,
): ChosenAnswer | null {
  const cache = new Map<MemoryHit, AnswerableSentences>();
  const split = (hit: MemoryHit): AnswerableSentences => {
    let found = cache.get(hit);
    if (!found) {
      found = answerableSentences(sentencesOf(hit));
      cache.set(hit, found);
    }
    return found;
  };
  const tryIn = (hit: MemoryHit, sentences: readonly SentenceMatch[]): ChosenAnswer | null => {
    for (const match of sentences) {
      const answer = extractAnswer(asked, hit.memory, match);
      if (answer) return { hit, answer };
    }
    return null;
  };
  if (byMemory) {
    for (const hit of hits) {
      const chosen = tryIn(hit, split(hit).direct) ?? tryIn(hit, split(hit).adjacent);
      if (chosen) return chosen;
    }
    return null;
  }
  const full = hits.filter(isFullMatch);
  for (const group of [full, hits.filter((hit) => !full.includes(hit))]) {
    for (const pass of ['direct', 'adjacent'] as const) {
      for (const hit of group) {
        const chosen = tryIn(hit, split(hit)[pass]);
        if (chosen) return chosen;
      }
    }
  }
  return null;
}
