/// <reference path="./vader-sentiment.d.ts" />
// The reference keeps the declaration in every program that imports this file (the web app, the server).
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import type { Sentiment, SentimentLabel } from './types';

/** VADER's standard thresholds (Hutto & Gilbert 2014): compound ≥ 0.05 positive, ≤ -0.05 negative. */
export const SENTIMENT_THRESHOLD = 0.05;

// vader-sentiment 1.1.3 compares negations case-sensitively, so "Not bad" scores as "bad". Lower-casing only
// the negation words keeps VADER's capitals emphasis ("GREAT") everywhere else. Curly apostrophes are
// straightened because its list spells "didn't" with a straight one.
const NEGATION_WORD =
  /\b(?:not|no|never|nor|none|nobody|nothing|nowhere|neither|without|cannot|\w+n['’]t|ain['’]t)\b/gi;

// This port predates VADER's emoji support; the common faces become emoticons its lexicon scores.
const EMOJI_EMOTICONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[😀😃😄😁😊🙂😍🥰😘☺👍🎉🥳💕💖]|❤️?/gu, ' :) '],
  [/[😂🤣😆]/gu, ' :D '],
  [/[😢😭😞😔😟🙁☹😥😿💔]/gu, ' :( '],
  [/[😠😡🤬]/gu, ' >:( '],
];

/** The text VADER should read: negations lower-cased, apostrophes straightened, emoji as emoticons. */
export function prepareForVader(text: string): string {
  let prepared = text.replace(NEGATION_WORD, (word) => word.toLowerCase().replace('’', "'"));
  for (const [emoji, emoticon] of EMOJI_EMOTICONS) prepared = prepared.replace(emoji, emoticon);
  return prepared;
}

export function labelSentiment(compound: number): SentimentLabel {
  if (compound >= SENTIMENT_THRESHOLD) return 'positive';
  if (compound <= -SENTIMENT_THRESHOLD) return 'negative';
  return 'neutral';
}

/** VADER's compound score for one sentence or short text, labelled by the standard thresholds. */
export function scoreSentiment(text: string): Sentiment {
  const compound = SentimentIntensityAnalyzer.polarity_scores(prepareForVader(text)).compound;
  return { label: labelSentiment(compound), compound };
}

/** The mean of sentence compounds, labelled; no sentences: neutral, 0. */
export function meanSentiment(compounds: readonly number[]): Sentiment {
  if (compounds.length === 0) return { label: 'neutral', compound: 0 };
  const mean = compounds.reduce((sum, compound) => sum + compound, 0) / compounds.length;
  const compound = Math.round(mean * 10_000) / 10_000;
  return { label: labelSentiment(compound), compound };
}

/**
 * Sentiment of a longer entry: the mean of its sentences' compound scores, as VADER's authors advise for
 * paragraphs (one score over many sentences saturates towards ±1).
 */
export function scoreSentimentOfSentences(sentences: readonly string[]): Sentiment {
  return meanSentiment(sentences.map((sentence) => scoreSentiment(sentence).compound));
}
