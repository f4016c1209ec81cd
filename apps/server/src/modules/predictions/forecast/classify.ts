// Syntetos–Boylan classification (Syntetos, Boylan & Croston 2005, "On the categorization of demand
// patterns", JORS 56): the average inter-demand interval (ADI) and the squared coefficient of variation of the
// demand sizes (CV²) split series into four classes, with cut-offs where Croston/SBA start to beat SES.

export type DemandClass = 'smooth' | 'erratic' | 'intermittent' | 'lumpy' | 'none';

export interface Classification {
  demandClass: DemandClass;
  /** Periods per period with demand; null when no period had demand. */
  adi: number | null;
  /** Squared coefficient of variation of the non-zero demand sizes; null when no period had demand. */
  cv2: number | null;
}

export const ADI_CUTOFF = 1.32;
export const CV2_CUTOFF = 0.49;

/**
 * Classifies a daily demand series. A period "has demand" when its value is above zero. A series without any
 * demand gets its own class, 'none': ADI and CV² are undefined for it, and every method forecasts zero.
 */
export function classifyDemand(history: ArrayLike<number>): Classification {
  let count = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let t = 0; t < history.length; t++) {
    const value = history[t] ?? 0;
    if (value > 0) {
      count++;
      sum += value;
      sumSquares += value * value;
    }
  }
  if (count === 0) return { demandClass: 'none', adi: null, cv2: null };
  const adi = history.length / count;
  const mean = sum / count;
  // Population variance of the sizes; a single demand has CV² 0.
  const variance = Math.max(0, sumSquares / count - mean * mean);
  const cv2 = variance / (mean * mean);
  return { demandClass: classOf(adi, cv2), adi, cv2 };
}

function classOf(adi: number, cv2: number): DemandClass {
  if (adi < ADI_CUTOFF) return cv2 < CV2_CUTOFF ? 'smooth' : 'erratic';
  return cv2 < CV2_CUTOFF ? 'intermittent' : 'lumpy';
}

/** Intermittent and lumpy series have many zero days: the Croston family (SBA, TSB) is meant for them. */
export function isIntermittentClass(demandClass: DemandClass): boolean {
  return demandClass === 'intermittent' || demandClass === 'lumpy';
}
