import type { UrgencyLevel } from './types';

/** What the summary knows of each sentence. */
export interface SentenceFeatures {
  text: string;
  urgencyLevel: UrgencyLevel;
  /** VADER compound of the sentence alone. */
  compound: number;
  actionItemCount: number;
  dateCount: number;
  /** Mentions of the entry's people, places and medicines in this sentence. */
  entityCount: number;
  /** Words of three letters or more. */
  contentWords: number;
}

/** A chosen sentence longer than this is cut at a word and marked with "…". */
export const SUMMARY_SENTENCE_MAX_CHARS = 280;

// score = 3·u + 1.5·[A ≥ 1] + 1·[D ≥ 1] + 0.5·min(E, 3) + |compound| + 0.5·[first] + 0.5·min(W, 20)/20,
// u = 1 high, 0.5 medium, 0 normal: what a carer must see first (urgency, then a task, a date, who and where,
// strong feeling), with a little weight for the opening sentence and for substance over "OK." or an emoji.
export function scoreSentence(features: SentenceFeatures, index: number): number {
  const urgency = features.urgencyLevel === 'high' ? 1 : features.urgencyLevel === 'medium' ? 0.5 : 0;
  return (
    3 * urgency +
    1.5 * Math.min(features.actionItemCount, 1) +
    Math.min(features.dateCount, 1) +
    0.5 * Math.min(features.entityCount, 3) +
    Math.abs(features.compound) +
    (index === 0 ? 0.5 : 0) +
    (0.5 * Math.min(features.contentWords, 20)) / 20
  );
}

/** One sentence for up to 3, two for up to 8, three beyond. */
export function summaryLength(sentenceCount: number): number {
  if (sentenceCount <= 3) return Math.min(sentenceCount, 1);
  return sentenceCount <= 8 ? 2 : 3;
}

function shorten(sentence: string): string {
  if (sentence.length <= SUMMARY_SENTENCE_MAX_CHARS) return sentence;
  const cut = sentence.slice(0, SUMMARY_SENTENCE_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The entry's most informative sentences, as written and in their order: the `summaryLength` best by
 * `scoreSentence` (earlier first on a tie), joined by a space. Nothing is invented; a sentence over
 * SUMMARY_SENTENCE_MAX_CHARS is cut at a word with "…".
 */
export function summarise(sentences: readonly SentenceFeatures[]): string {
  const chosen = sentences
    .map((features, index) => ({ index, score: scoreSentence(features, index) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, summaryLength(sentences.length))
    .sort((a, b) => a.index - b.index);
  return chosen.map(({ index }) => shorten(sentences[index]?.text ?? '')).join(' ');
}
