// How sure we are that a symptom was meant, from how it was matched:
// - 1.0 for a lexicon phrase matched word for word (after stemming): the words say it.
// - 0.85 when a word was spelling-corrected: a one- or two-letter slip nearly always means the symptom, but it
//   can be another real word ("couch"), so it should rank below a clean match of the same symptom.
// - times 0.6 when hedged ("maybe", "a bit of", "I think"): ConText's "possible" status. The person did raise
//   it, so it stays well above zero, but below any affirmed symptom, even a corrected one (0.85 > 0.6).
export const EXACT_CONFIDENCE = 1;
export const FUZZY_CONFIDENCE = 0.85;
export const HEDGE_FACTOR = 0.6;

export function confidenceOf(options: { isFuzzy: boolean; isHedged: boolean }): number {
  const base = options.isFuzzy ? FUZZY_CONFIDENCE : EXACT_CONFIDENCE;
  const value = base * (options.isHedged ? HEDGE_FACTOR : 1);
  return Math.min(1, Math.max(0, value));
}
