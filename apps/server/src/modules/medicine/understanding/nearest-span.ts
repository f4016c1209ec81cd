import type { Span } from './span';

/**
 * The index of the candidate closest to the cue, among those the `isReachable` test allows; a candidate
 * right after the cue wins a tie ("terrible headache and cough": the adjective goes with the next noun).
 */
export function nearestSpan(
  cue: Pick<Span, 'first' | 'last'>,
  candidates: readonly Pick<Span, 'first' | 'last'>[],
  isReachable: (candidate: number) => boolean,
): number | undefined {
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  candidates.forEach((candidate, index) => {
    if (!isReachable(index)) return;
    const isAfter = candidate.first > cue.last;
    const gap = isAfter
      ? candidate.first - cue.last
      : candidate.last < cue.first
        ? cue.first - candidate.last
        : 0;
    // Half a word's advantage for the following candidate settles ties without beating a closer one.
    const distance = gap - (isAfter ? 0.5 : 0);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}
