import MiniSearch, { type SearchResult } from 'minisearch';
import { FUZZY_FRACTION, FUZZY_MATCH_WEIGHT, PREFIX_MATCH_WEIGHT, PREFIX_MIN_LENGTH } from './constants';
import { normaliseTerm } from './normalise-term';
import type { StatedSpan } from './stated-days';
import { termsOf, tokenize } from './tokenize';
import type { Memory } from './types';

/** A memory as the index holds it. */
export interface IndexedMemory extends Memory {
  readonly createdAtMs: number;
  /** Times named in the text, worked out when a time filter first needs them (see stated-days.ts). */
  stated?: { utcOffsetMinutes: number; spans: readonly StatedSpan[] };
}

export interface MemoryHit {
  memory: IndexedMemory;
  /** BM25+ score from MiniSearch. */
  score: number;
  /** The question's index keys this memory matched: 1 exactly, less by prefix or fuzzily (constants.ts). */
  matchedTerms: ReadonlyMap<string, number>;
}

/** The person's memories, searchable with BM25 (stemming, stop words, fuzzy and prefix matching). */
export interface MemoryIndex {
  readonly size: number;
  /** Adds a memory; one with the same id is replaced. Throws on an empty id or an unreadable createdAt. */
  add(memory: Memory): void;
  addAll(memories: readonly Memory[]): void;
  remove(id: string): boolean;
  get(id: string): IndexedMemory | undefined;
  all(): IterableIterator<IndexedMemory>;
  search(text: string): MemoryHit[];
  /** How many memories hold this index key. */
  documentFrequency(term: string): number;
  /** The distinct words told, in lower case, for spelling correction. */
  words(): IterableIterator<string>;
}

export function createMemoryIndex(memories: readonly Memory[] = []): MemoryIndex {
  const search = new MiniSearch<IndexedMemory>({
    fields: ['text'],
    tokenize: (text) => tokenize(text).map((token) => token.word),
    processTerm: (term) => normaliseTerm(term),
    searchOptions: {
      fuzzy: FUZZY_FRACTION,
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      combineWith: 'OR',
    },
  });
  const byId = new Map<string, IndexedMemory>();
  const frequencies = new Map<string, number>();
  const wordCounts = new Map<string, number>();

  const count = (text: string, change: 1 | -1): void => {
    const words = new Set(tokenize(text).map((token) => token.word.toLowerCase()));
    for (const [counts, keys] of [
      [frequencies, termsOf(text)],
      [wordCounts, words],
    ] as const) {
      for (const key of keys) {
        const next = (counts.get(key) ?? 0) + change;
        if (next > 0) counts.set(key, next);
        else counts.delete(key);
      }
    }
  };

  const remove = (id: string): boolean => {
    const existing = byId.get(id);
    if (!existing) return false;
    search.discard(id);
    count(existing.text, -1);
    byId.delete(id);
    return true;
  };

  const add = (memory: Memory): void => {
    const createdAtMs = Date.parse(memory.createdAt);
    if (memory.id.length === 0) throw new TypeError('A memory needs an id.');
    if (Number.isNaN(createdAtMs)) {
      throw new TypeError(`Memory ${memory.id} has a createdAt that is not a date: "${memory.createdAt}".`);
    }
    remove(memory.id);
    const indexed: IndexedMemory = {
      id: memory.id,
      text: memory.text,
      createdAt: memory.createdAt,
      createdAtMs,
    };
    byId.set(memory.id, indexed);
    search.add(indexed);
    count(memory.text, 1);
  };

  const index: MemoryIndex = {
    get size() {
      return byId.size;
    },
    add,
    addAll: (list) => {
      for (const memory of list) add(memory);
    },
    remove,
    get: (id) => byId.get(id),
    all: () => byId.values(),
    search: (text) =>
      search.search(text).flatMap((result) => {
        const memory = byId.get(result.id);
        return memory ? [{ memory, score: result.score, matchedTerms: matchWeights(result) }] : [];
      }),
    documentFrequency: (term) => frequencies.get(term) ?? 0,
    words: () => wordCounts.keys(),
  };
  index.addAll(memories);
  return index;
}

function matchWeights(result: SearchResult): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of result.queryTerms) {
    if (result.terms.includes(term)) weights.set(term, 1);
    else if (result.terms.some((matched) => matched.startsWith(term))) weights.set(term, PREFIX_MATCH_WEIGHT);
    else weights.set(term, FUZZY_MATCH_WEIGHT);
  }
  return weights;
}
