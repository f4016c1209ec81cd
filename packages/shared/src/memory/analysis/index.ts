// The analysis engine of issue 16: pure TypeScript with no Node APIs, so the demo screen runs it in the browser
// and the server runs the same code on /process-text.
export { analyseMemory } from './analyse-memory';
export { evaluateSentiment, type SentimentEvaluation } from './evaluate-sentiment';
export { IMPORTANCE_WEIGHTS, type ImportanceFeatures, scoreImportance } from './importance';
export { LABELLED_SENTIMENT_SET, type LabelledSentence } from './labelled-sentiment-set';
export { COMMON_MEDICINES } from './medicine-names';
export { labelSentiment, SENTIMENT_THRESHOLD, scoreSentiment } from './sentiment';
export type * from './types';
