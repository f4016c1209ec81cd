import { LABELLED_SENTIMENT_SET, type LabelledSentence } from './labelled-sentiment-set';
import { scoreSentiment } from './sentiment';
import type { SentimentLabel } from './types';

export interface SentimentEvaluation {
  total: number;
  correct: number;
  /** correct / total; 0 for an empty set. */
  accuracy: number;
  mistakes: { text: string; expected: SentimentLabel; actual: SentimentLabel; compound: number }[];
}

/** Sign accuracy of `scoreSentiment` on a labelled set (positive / negative / neutral must match exactly). */
export function evaluateSentiment(
  set: readonly LabelledSentence[] = LABELLED_SENTIMENT_SET,
): SentimentEvaluation {
  const mistakes: SentimentEvaluation['mistakes'] = [];
  for (const { text, label } of set) {
    const { label: actual, compound } = scoreSentiment(text);
    if (actual !== label) mistakes.push({ text, expected: label, actual, compound });
  }
  const correct = set.length - mistakes.length;
  return { total: set.length, correct, accuracy: set.length === 0 ? 0 : correct / set.length, mistakes };
}
