import type { MemoryIndex } from './create-memory-index';

/** BM25's idf: rare words weigh more; a word no memory holds weighs the most. */
export function inverseDocumentFrequency(index: MemoryIndex, term: string): number {
  const frequency = index.documentFrequency(term);
  return Math.log(1 + (index.size - frequency + 0.5) / (frequency + 0.5));
}

/**
 * The idf-weighted share of the question's content words that a memory matched (a fuzzy or prefix match counting
 * less than an exact one), 0 to 1: the quantity the
 * relevance floor (COVERAGE_FLOOR) is set on.
 */
export function measureCoverage(
  index: MemoryIndex,
  contentTerms: readonly string[],
  matchedTerms: ReadonlyMap<string, number>,
): number {
  let total = 0;
  let matched = 0;
  for (const term of contentTerms) {
    const weight = inverseDocumentFrequency(index, term);
    total += weight;
    matched += weight * (matchedTerms.get(term) ?? 0);
  }
  return total === 0 ? 0 : matched / total;
}
