import { NEWEST_WINS_RATIO } from './constants';
import type { MemoryHit } from './create-memory-index';
import type { SentenceMatch } from './match-sentence';

/** Best score first; on a tie the newer memory, then the smaller id, so the order never depends on insertion. */
export function byRank(a: MemoryHit, b: MemoryHit): number {
  return (
    b.score - a.score || b.memory.createdAtMs - a.memory.createdAtMs || (a.memory.id < b.memory.id ? -1 : 1)
  );
}

/**
 * For a question about the state of things (where something is, which medicine or dose is taken) the near-best
 * hits (NEWEST_WINS_RATIO) come first, newest first, then the rest by rank: things move and doses change.
 */
export function newestFirst(hits: readonly MemoryHit[]): MemoryHit[] {
  const floor = (hits[0]?.score ?? 0) * NEWEST_WINS_RATIO;
  const nearBest = hits.filter((hit) => hit.score >= floor);
  nearBest.sort((a, b) => b.memory.createdAtMs - a.memory.createdAtMs);
  return [...nearBest, ...hits.filter((hit) => hit.score < floor)];
}

/** The best sentence, with any other matching nearly as well (at least 3/4 of its weight), in their order. */
export function bestSentences(sentences: readonly SentenceMatch[]): string[] {
  const top = sentences[0]?.weight ?? 0;
  return sentences
    .filter((match, position) => position === 0 || (top > 0 && match.weight >= top * 0.75))
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((match) => match.sentence.text);
}
