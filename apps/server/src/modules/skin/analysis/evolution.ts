// Evolution, the E of ABCDE (Abbasi et al. 2004): a lesion that changes is suspicious whatever its score.
// Besides what the person reports, the analysis compares itself with the previous one of the same body part:
//  - area: relative change of 20 % or more. Area in mm² when both photos have a scale; otherwise the lesion's
//    share of the photo, which assumes similar framing. Re-photographing one lesion varies the area by up to
//    ~10 % (framing, focus, threshold), so 20 % is twice that noise;
//  - border: B up by 2 or more points (one sector can flip on lighting alone);
//  - colours: any colour present now that was not before (Stolz's C changes by whole colours).

/** Relative area change counted as growth or shrinkage. */
export const AREA_CHANGE_THRESHOLD = 0.2;
/** Rise in B counted as a border change. */
export const BORDER_CHANGE_THRESHOLD = 2;

/** What is kept of an analysis to compare the next one with. */
export interface PreviousAnalysis {
  areaPx: number;
  imagePixels: number;
  areaMm2: number | null;
  border: number;
  colours: readonly string[];
}

/** The measured change since the previous analysis. */
export interface MeasuredChange {
  areaChange: number;
  areaBasis: 'mm2' | 'imageShare';
  borderChange: number;
  newColours: string[];
  changed: boolean;
}

/** Compares the current measurements with the previous analysis of the same body part. */
export function measureChange(current: PreviousAnalysis, previous: PreviousAnalysis): MeasuredChange {
  const inMm = current.areaMm2 !== null && previous.areaMm2 !== null && previous.areaMm2 > 0;
  const now = inMm ? (current.areaMm2 ?? 0) : current.areaPx / Math.max(1, current.imagePixels);
  const before = inMm ? (previous.areaMm2 ?? 0) : previous.areaPx / Math.max(1, previous.imagePixels);
  const areaChange = before > 0 ? (now - before) / before : 0;
  const borderChange = current.border - previous.border;
  const newColours = current.colours.filter((c) => !previous.colours.includes(c));
  const changed =
    Math.abs(areaChange) >= AREA_CHANGE_THRESHOLD ||
    borderChange >= BORDER_CHANGE_THRESHOLD ||
    newColours.length > 0;
  return { areaChange, areaBasis: inMm ? 'mm2' : 'imageShare', borderChange, newColours, changed };
}
