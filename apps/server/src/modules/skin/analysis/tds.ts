// Total Dermoscopy Score (Stolz et al. 1994; Nachbar et al. 1994, J Am Acad Dermatol 30):
// TDS = 1.3·A + 0.1·B + 0.5·C + 0.5·D, with A 0–2, B 0–8, C 1–6, D 1–5 (so TDS runs 1.0–8.9).
// Below 4.75 benign, 4.75–5.45 suspicious, above 5.45 highly suspicious for melanoma. Evolution (the E of
// ABCDE, Abbasi et al. 2004) raises the level one step, since change is the strongest single warning sign.

import { SKIN_PREDICTIONS, type SkinPrediction } from '@careledger/shared/skin-analysis/constants';

/** TDS levels, lowest first: the shared contract's SKIN_PREDICTIONS. */
export const RISK_LEVELS = SKIN_PREDICTIONS;
/** A TDS risk level. */
export type RiskLevel = SkinPrediction;

/** A TDS below 4.75 is benign (Nachbar et al. 1994). */
export const TDS_LOW_BELOW = 4.75;
/** A TDS up to and including 5.45 is suspicious; above it, highly suspicious (Nachbar et al. 1994). */
export const TDS_MODERATE_UP_TO = 5.45;

/** The four ABCD scores. */
export interface AbcdScores {
  asymmetry: number;
  border: number;
  colour: number;
  d: number;
}

/** TDS = 1.3·A + 0.1·B + 0.5·C + 0.5·D, rounded to two decimals as Stolz reports it. */
export function totalDermoscopyScore(scores: AbcdScores): number {
  const tds = 1.3 * scores.asymmetry + 0.1 * scores.border + 0.5 * scores.colour + 0.5 * scores.d;
  return Math.round(tds * 100) / 100;
}

/** The level of a TDS: < 4.75 low, 4.75–5.45 moderate, > 5.45 high. */
export function riskLevel(tds: number): RiskLevel {
  if (tds < TDS_LOW_BELOW) return 'low_risk';
  return tds <= TDS_MODERATE_UP_TO ? 'moderate_risk' : 'high_risk';
}

/** Raises a level one step when the lesion has evolved; high stays high. */
export function raiseForEvolution(level: RiskLevel, evolved: boolean): RiskLevel {
  if (!evolved) return level;
  return RISK_LEVELS[Math.min(RISK_LEVELS.length - 1, RISK_LEVELS.indexOf(level) + 1)] ?? 'high_risk';
}
