// A of the ABCD rule (Stolz et al. 1994, "ABCD rule of dermatoscopy", Eur J Dermatol 4): the lesion is
// folded over two perpendicular axes through its centre; each axis across which it is not symmetric scores 1.
// Stolz places the two perpendicular axes where they give the lowest score. We start from the principal axes
// of the mask's second moments (the axes of best symmetry for an ellipse) through the centroid, and also try
// the pair turned in AXIS_SEARCH_STEP_DEGREES steps up to 90°, which matters when the moments cannot tell
// the axes apart (a star, a square). Shape only: Stolz also weighs colours and structures, which C and D score.
import { type MaskBounds, type MaskGeometry, maskBounds, maskGeometry } from './geometry';
import type { Mask } from './types';

/**
 * An axis is asymmetric when the mask and its mirror image differ by more than 15 % of the lesion area
 * (symmetric difference |M Δ M'| / |M|). Pixel rounding of a digital disc or ellipse costs 1–4 %, and a
 * hand-traced mask several more; 15 % keeps those symmetric while a lobe a third the size of the body fails.
 */
export const ASYMMETRY_THRESHOLD = 0.15;

/** Step of the search for the axis pair with the lowest asymmetry, in degrees (18 pairs are tried). */
export const AXIS_SEARCH_STEP_DEGREES = 5;

/** One fold: the axis direction, the mismatch |M Δ M'| / |M| and the verdict. */
export interface AxisAsymmetry {
  angle: number;
  mismatch: number;
  asymmetric: boolean;
}

/** A score 0–2 with both folds. */
export interface AsymmetryResult {
  score: 0 | 1 | 2;
  axes: [AxisAsymmetry, AxisAsymmetry];
}

/** A mask cut to its bounds, a smaller array to fold many times and look mirror pixels up in. */
interface FoldingMask {
  crop: Uint8Array;
  bounds: MaskBounds;
  cropWidth: number;
  cropHeight: number;
}

function foldingMask(mask: Mask): FoldingMask {
  const { width: w, data } = mask;
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  const cropWidth = bounds.x1 - bounds.x0 + 1;
  const cropHeight = bounds.y1 - bounds.y0 + 1;
  const crop = new Uint8Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y++) {
    const from = (y + bounds.y0) * w + bounds.x0;
    crop.set(data.subarray(from, from + cropWidth), y * cropWidth);
  }
  return { crop, bounds, cropWidth, cropHeight };
}

/**
 * Pixels of a prepared mask whose mirror image across the line through (cx, cy) along (ux, uy) falls outside
 * it (mirror pixels outside the bounds are outside the lesion). A plain loop over numbers and one array.
 */
function countUnmatched(
  crop: Uint8Array,
  cropWidth: number,
  cropHeight: number,
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  ux: number,
  uy: number,
): number {
  let unmatched = 0;
  for (let row = 0; row < cropHeight; row++) {
    const vy = row + y0 - cy;
    for (let column = 0; column < cropWidth; column++) {
      if (crop[row * cropWidth + column] === 0) continue;
      const vx = column + x0 - cx;
      const along = vx * ux + vy * uy;
      const x = Math.round(cx + 2 * along * ux - vx) - x0;
      const y = Math.round(cy + 2 * along * uy - vy) - y0;
      if (x < 0 || y < 0 || x >= cropWidth || y >= cropHeight || crop[y * cropWidth + x] === 0) unmatched++;
    }
  }
  return unmatched;
}

/** mirrorMismatch on a prepared mask. */
function foldMismatch(folding: FoldingMask, geometry: MaskGeometry, angle: number): number {
  const { crop, bounds, cropWidth, cropHeight } = folding;
  const unmatched = countUnmatched(
    crop,
    cropWidth,
    cropHeight,
    bounds.x0,
    bounds.y0,
    geometry.cx,
    geometry.cy,
    Math.cos(angle),
    Math.sin(angle),
  );
  return geometry.area > 0 ? (2 * unmatched) / geometry.area : 0;
}

/**
 * Share of the lesion without a mirror partner across the line through (cx, cy) at `angle`, doubled: each such
 * pixel also implies one of the mirror image outside the lesion, so this is |M Δ M'| / |M|.
 */
export function mirrorMismatch(mask: Mask, geometry: MaskGeometry, angle: number): number {
  return foldMismatch(foldingMask(mask), geometry, angle);
}

/**
 * Scores A: the number of axes (0, 1 or 2) across which the lesion is asymmetric, for the perpendicular pair
 * through the centroid with the lowest score (ties: lowest total mismatch, then the principal axes).
 */
export function measureAsymmetry(mask: Mask, geometry: MaskGeometry = maskGeometry(mask)): AsymmetryResult {
  const folding = foldingMask(mask);
  const fold = (angle: number): AxisAsymmetry => {
    const mismatch = foldMismatch(folding, geometry, angle);
    return { angle, mismatch, asymmetric: mismatch > ASYMMETRY_THRESHOLD };
  };
  let best: AsymmetryResult | null = null;
  let bestTotal = Number.POSITIVE_INFINITY;
  for (let turn = 0; turn < 90; turn += AXIS_SEARCH_STEP_DEGREES) {
    const angle = geometry.majorAngle + (turn * Math.PI) / 180;
    const axes: [AxisAsymmetry, AxisAsymmetry] = [fold(angle), fold(angle + Math.PI / 2)];
    const score = axes.filter((axis) => axis.asymmetric).length as 0 | 1 | 2;
    const total = axes[0].mismatch + axes[1].mismatch;
    if (best === null || score < best.score || (score === best.score && total < bestTotal - 1e-9)) {
      best = { score, axes };
      bestTotal = total;
    }
  }
  return best ?? { score: 0, axes: [fold(geometry.majorAngle), fold(geometry.majorAngle + Math.PI / 2)] };
}
