// vader-sentiment 1.1.3 ships no types; this covers the one call the engine makes.
declare module 'vader-sentiment' {
  export interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): PolarityScores;
  };
}
