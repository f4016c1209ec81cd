import { editDistance } from './edit-distance';

// Spelling correction against the lexicon's own words. Candidates come from a symmetric-delete index (the
// idea behind Garbe's SymSpell): every word is stored under each string made by deleting up to two of its
// letters, and a typed word looks up its own deletions. Only the few candidates found that way are checked with
// the real edit distance, so a 2,000-character text costs a few hundred map lookups, not a scan of the lexicon.

/** Allowed edits: none under 5 letters, 1 from 5 letters, 2 from 8 letters (of the longer of the two words). */
export function allowedEdits(length: number): number {
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

export type FuzzyLookup = (word: string) => readonly string[];

/**
 * Builds a lookup returning the vocabulary words within the allowed distance of a typed word. Words in
 * `protectedWords` are never corrected; vocabulary words under 4 letters are never targets.
 */
export function createFuzzyLookup(
  vocabulary: Iterable<string>,
  protectedWords: ReadonlySet<string>,
): FuzzyLookup {
  const byDeletion = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < 4 || /[^a-z]/.test(word)) continue;
    // Two edits are only allowed between words of 8+ letters, so a target under 6 letters needs one level.
    for (const variant of deletions(word, word.length >= 6 ? 2 : 1)) {
      const list = byDeletion.get(variant);
      if (!list) byDeletion.set(variant, [word]);
      else if (!list.includes(word)) list.push(word);
    }
  }
  const cache = new Map<string, readonly string[]>();
  return (word) => {
    const cached = cache.get(word);
    if (cached) return cached;
    const found = correct(word, byDeletion, protectedWords);
    cache.set(word, found);
    return found;
  };
}

function correct(
  word: string,
  byDeletion: ReadonlyMap<string, readonly string[]>,
  protectedWords: ReadonlySet<string>,
): readonly string[] {
  if (word.length < 5 || protectedWords.has(word) || /[^a-z]/.test(word)) return [];
  // Two words within d edits share a string reachable by at most d deletions from each. A 5-letter word can
  // only be 1 edit from a target (an 8-letter one would be 3 away), so one level of deletions is enough.
  const depth = word.length >= 6 ? 2 : 1;
  const found = new Set<string>();
  for (const variant of deletions(word, depth)) {
    for (const candidate of byDeletion.get(variant) ?? []) {
      if (found.has(candidate) || candidate === word) continue;
      const max = allowedEdits(Math.max(word.length, candidate.length));
      if (max > 0 && editDistance(word, candidate, max) <= max) found.add(candidate);
    }
  }
  return [...found];
}

/** The word itself and every string made by deleting up to `depth` of its letters. */
function deletions(word: string, depth: number): Set<string> {
  const result = new Set<string>([word]);
  let frontier = [word];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const current of frontier) {
      for (let i = 0; i < current.length; i++) {
        const variant = current.slice(0, i) + current.slice(i + 1);
        if (!result.has(variant)) {
          result.add(variant);
          next.push(variant);
        }
      }
    }
    frontier = next;
  }
  return result;
}
