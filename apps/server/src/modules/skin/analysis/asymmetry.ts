// A of the ABCD rule (Stolz et al. 1994, "ABCD rule of dermatoscopy", Eur J Dermatol 4): the lesion is
// folded over two perpendicular axes through its centre; each axis about which it is not symmetric in contour,
// colours or structures scores 1. Stolz places the two perpendicular axes where they give the lowest score. We
// start from the principal axes of the mask's second moments (the axes of best symmetry for an ellipse) through
// the centroid, and also try the pair turned in AXIS_SEARCH_STEP_DEGREES steps up to 90°, which matters when the
// moments cannot tell the axes apart (a star, a square). Each fold measures two things about the SAME axis:
//  contour   the mask against its mirror image, |M Δ M'| / |M|;
//  colours   the dermoscopic colour classes (colours.ts' per-pixel map) against their mirror image: around each
//            point, the share of each class in a Gaussian neighbourhood (σ = COLOUR_SMOOTHING of the radius),
//            compared with the same at the mirror point by total variation distance, averaged over the lesion
//            where the mirror point is also lesion.
// An axis is asymmetric when either exceeds its threshold; the pair kept is the one with the fewest asymmetric
// axes. Structures (Stolz's third item) are not folded: the structure estimate is too coarse to mirror.
import { LESION_COLOURS } from '@careledger/shared/skin-analysis/constants';
import { type MaskBounds, type MaskGeometry, maskBounds, maskGeometry } from './geometry';
import type { Mask } from './types';

/**
 * An axis is asymmetric when the mask and its mirror image differ by more than 15 % of the lesion area
 * (symmetric difference |M Δ M'| / |M|). Pixel rounding of a digital disc or ellipse costs 1–4 %, and a
 * hand-traced mask several more; 15 % keeps those symmetric while a lobe a third the size of the body fails.
 */
export const ASYMMETRY_THRESHOLD = 0.15;

/**
 * An axis is asymmetric in colour when the colour mismatch (below) exceeds 0.2. For painted regions the measure
 * is the share of the lesion whose colour differs from its mirror image, a patch and the spot it folds onto both
 * counted as with |M Δ M'|, so 0.2 is a patch of another colour covering 10 % of the lesion with no counterpart
 * across the axis: twice C's 5 % floor for a colour to count at all (a colour C barely counts does not also make
 * A by itself), and the 10 % at which a painted colour is clearly present. The noise it must clear, measured on
 * drawn lesions (asymmetry.test.ts): every pixel a coin toss between two classes ≈ 0.015, a one-colour lesion
 * straddling the dark/light brown boundary (L* ≈ 42) with noise ≤ 0.02, five hairs across a disc ≤ 0.04,
 * concentric rings ≈ 0.004; 0.2 leaves a fivefold margin over the worst of them.
 */
export const COLOUR_ASYMMETRY_THRESHOLD = 0.2;

/**
 * σ of the Gaussian neighbourhood whose colour shares are compared, as a share of the equivalent radius (at
 * least MIN_COLOUR_SMOOTHING_PX). Pixel noise across a class boundary and fine texture (a network, dots,
 * hairs) average out over the ~2πσ² ≈ 0.14 r² pixels, while a region the size of a lobe or a half keeps its
 * colour; a straight boundary between two colours loses ≈ σ/r ≈ 15 % of its mismatch to the blur.
 */
export const COLOUR_SMOOTHING = 0.15;

/** The smallest σ in pixels, so a small lesion's neighbourhood still holds ~100 pixels. */
export const MIN_COLOUR_SMOOTHING_PX = 4;

/** Step of the search for the axis pair with the lowest asymmetry, in degrees (18 pairs are tried). */
export const AXIS_SEARCH_STEP_DEGREES = 5;

/**
 * One fold: the axis direction, the contour mismatch |M Δ M'| / |M|, the colour mismatch (0 without a colour
 * map) and the verdict (either over its threshold).
 */
export interface AxisAsymmetry {
  angle: number;
  mismatch: number;
  colourMismatch: number;
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

/** Bins of the colour histogram: Stolz's six colours (their index in the class map) and unclassified. */
const COLOUR_BINS = LESION_COLOURS.length + 1;
const UNCLASSIFIED_BIN = LESION_COLOURS.length;

/**
 * The lesion's colour classes on a grid of square cells σ/2 wide, each cell holding its mask pixels' class
 * counts blurred by the Gaussian of σ (separably, on the grid; cells beyond it hold no lesion, so cutting the
 * kernel there is exact). A few hundred cells to fold instead of every pixel.
 */
interface ColourField {
  /** Cell width in pixels, and the grid's size in cells over the mask's bounds. */
  cell: number;
  columns: number;
  rows: number;
  /** Blurred counts, cell-major: COLOUR_BINS classes then the blurred mask count, per cell. */
  blurred: Float32Array;
  /** Mask pixels in each cell (the weight of its comparison). */
  weight: Uint32Array;
  /** The cells holding lesion. */
  occupied: Int32Array;
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = new Float32Array(2 * radius + 1);
  for (let k = -radius; k <= radius; k++) kernel[k + radius] = Math.exp((-k * k) / (2 * sigma * sigma));
  return kernel;
}

/**
 * One separable pass of `kernel` over the cell-major planes, along rows or columns. A cell whose mask count is
 * 0 holds 0 in every plane, so it is skipped as a source.
 */
function blurPass(
  from: Float32Array,
  to: Float32Array,
  kernel: Float32Array,
  columns: number,
  rows: number,
  horizontal: boolean,
): void {
  const planes = COLOUR_BINS + 1;
  const radius = (kernel.length - 1) / 2;
  to.fill(0);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const source = (row * columns + column) * planes;
      if (from[source + COLOUR_BINS] === 0) continue;
      const along = horizontal ? column : row;
      const length = horizontal ? columns : rows;
      const first = Math.max(0, along - radius);
      const last = Math.min(length - 1, along + radius);
      for (let t = first; t <= last; t++) {
        const w = kernel[t - along + radius] ?? 0;
        const target = (horizontal ? row * columns + t : t * columns + column) * planes;
        for (let k = 0; k < planes; k++) to[target + k] = (to[target + k] ?? 0) + w * (from[source + k] ?? 0);
      }
    }
  }
}

function colourField(folding: FoldingMask, classes: Int8Array, width: number, radius: number): ColourField {
  const { crop, bounds, cropWidth, cropHeight } = folding;
  const sigmaPx = Math.max(MIN_COLOUR_SMOOTHING_PX, COLOUR_SMOOTHING * radius);
  const cell = Math.max(1, Math.round(sigmaPx / 2));
  const columns = Math.max(1, Math.ceil(cropWidth / cell));
  const rows = Math.max(1, Math.ceil(cropHeight / cell));
  const planes = COLOUR_BINS + 1;
  const counts = new Float32Array(columns * rows * planes);
  const weight = new Uint32Array(columns * rows);
  for (let row = 0; row < cropHeight; row++) {
    const gridRow = ((row / cell) | 0) * columns;
    const image = (row + bounds.y0) * width + bounds.x0;
    for (let column = 0; column < cropWidth; column++) {
      if (crop[row * cropWidth + column] === 0) continue;
      const colour = classes[image + column] ?? -1;
      const at = gridRow + ((column / cell) | 0);
      const bin = at * planes + (colour < 0 || colour >= UNCLASSIFIED_BIN ? UNCLASSIFIED_BIN : colour);
      counts[bin] = (counts[bin] ?? 0) + 1;
      weight[at] = (weight[at] ?? 0) + 1;
    }
  }
  const occupied: number[] = [];
  for (let at = 0; at < weight.length; at++) {
    counts[at * planes + COLOUR_BINS] = weight[at] ?? 0;
    if ((weight[at] ?? 0) > 0) occupied.push(at);
  }
  const kernel = gaussianKernel(sigmaPx / cell);
  const across = new Float32Array(counts.length);
  blurPass(counts, across, kernel, columns, rows, true);
  const blurred = new Float32Array(counts.length);
  blurPass(across, blurred, kernel, columns, rows, false);
  return { cell, columns, rows, blurred, weight, occupied: Int32Array.from(occupied) };
}

/**
 * The colour mismatch of a prepared mask and field: the total variation distance between the blurred class
 * shares at each lesion cell's centre and at its mirror image across the line through the centroid at `angle`
 * (bilinear between cells), averaged with each cell's lesion pixels as weights. Cells whose mirror point is not
 * lesion are left out: the contour mismatch counts those.
 */
function colourFoldMismatch(
  folding: FoldingMask,
  field: ColourField,
  geometry: MaskGeometry,
  angle: number,
): number {
  const { crop, bounds, cropWidth, cropHeight } = folding;
  const { cell, columns, rows, blurred, weight, occupied } = field;
  const planes = COLOUR_BINS + 1;
  const { cx, cy } = geometry;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const mirror = new Float64Array(planes);
  let sum = 0;
  let total = 0;
  for (let n = 0; n < occupied.length; n++) {
    const at = occupied[n] ?? 0;
    const column = at % columns;
    const row = (at - column) / columns;
    const vx = bounds.x0 + (column + 0.5) * cell - 0.5 - cx;
    const vy = bounds.y0 + (row + 0.5) * cell - 0.5 - cy;
    const along = vx * ux + vy * uy;
    const mx = cx + 2 * along * ux - vx - bounds.x0;
    const my = cy + 2 * along * uy - vy - bounds.y0;
    const x = Math.round(mx);
    const y = Math.round(my);
    if (x < 0 || y < 0 || x >= cropWidth || y >= cropHeight || crop[y * cropWidth + x] === 0) continue;
    const gx = Math.min(Math.max((mx + 0.5) / cell - 0.5, 0), columns - 1);
    const gy = Math.min(Math.max((my + 0.5) / cell - 0.5, 0), rows - 1);
    const c0 = Math.floor(gx);
    const r0 = Math.floor(gy);
    const tx = gx - c0;
    const ty = gy - r0;
    const c1 = Math.min(c0 + 1, columns - 1);
    const r1 = Math.min(r0 + 1, rows - 1);
    const i00 = (r0 * columns + c0) * planes;
    const i01 = (r0 * columns + c1) * planes;
    const i10 = (r1 * columns + c0) * planes;
    const i11 = (r1 * columns + c1) * planes;
    const w00 = (1 - tx) * (1 - ty);
    const w01 = tx * (1 - ty);
    const w10 = (1 - tx) * ty;
    const w11 = tx * ty;
    for (let k = 0; k < planes; k++) {
      mirror[k] =
        w00 * (blurred[i00 + k] ?? 0) +
        w01 * (blurred[i01 + k] ?? 0) +
        w10 * (blurred[i10 + k] ?? 0) +
        w11 * (blurred[i11 + k] ?? 0);
    }
    const mirrorTotal = mirror[COLOUR_BINS] ?? 0;
    const own = at * planes;
    const ownTotal = blurred[own + COLOUR_BINS] ?? 0;
    if (mirrorTotal <= 0 || ownTotal <= 0) continue;
    let distance = 0;
    for (let k = 0; k < COLOUR_BINS; k++) {
      distance += Math.abs((blurred[own + k] ?? 0) / ownTotal - (mirror[k] ?? 0) / mirrorTotal);
    }
    const cellWeight = weight[at] ?? 0;
    sum += (cellWeight * distance) / 2;
    total += cellWeight;
  }
  return total > 0 ? sum / total : 0;
}

function checkedField(
  folding: FoldingMask,
  mask: Mask,
  classes: Int8Array,
  geometry: MaskGeometry,
): ColourField {
  if (classes.length !== mask.data.length) throw new Error('the colour class map must cover the mask');
  return colourField(folding, classes, mask.width, geometry.equivalentRadius);
}

/**
 * The colour mismatch across the line through (cx, cy) at `angle`, 0–1: for painted regions, the share of the
 * lesion (where its mirror image is lesion too) whose colour class differs from the mirror image's.
 */
export function colourMirrorMismatch(
  mask: Mask,
  geometry: MaskGeometry,
  classes: Int8Array,
  angle: number,
): number {
  const folding = foldingMask(mask);
  return colourFoldMismatch(folding, checkedField(folding, mask, classes, geometry), geometry, angle);
}

/**
 * Scores A: the number of axes (0, 1 or 2) about which the lesion is asymmetric in contour or, given the
 * per-pixel colour classes of colours.ts (−1 unclassified), in colour, for the perpendicular pair through the
 * centroid with the lowest score (ties: lowest total of both mismatches, then the principal axes).
 */
export function measureAsymmetry(
  mask: Mask,
  geometry: MaskGeometry = maskGeometry(mask),
  classes?: Int8Array,
): AsymmetryResult {
  const folding = foldingMask(mask);
  const field = classes ? checkedField(folding, mask, classes, geometry) : null;
  const fold = (angle: number): AxisAsymmetry => {
    const mismatch = foldMismatch(folding, geometry, angle);
    const colourMismatch = field ? colourFoldMismatch(folding, field, geometry, angle) : 0;
    const asymmetric = mismatch > ASYMMETRY_THRESHOLD || colourMismatch > COLOUR_ASYMMETRY_THRESHOLD;
    return { angle, mismatch, colourMismatch, asymmetric };
  };
  let best: AsymmetryResult | null = null;
  let bestTotal = Number.POSITIVE_INFINITY;
  for (let turn = 0; turn < 90; turn += AXIS_SEARCH_STEP_DEGREES) {
    const angle = geometry.majorAngle + (turn * Math.PI) / 180;
    const axes: [AxisAsymmetry, AxisAsymmetry] = [fold(angle), fold(angle + Math.PI / 2)];
    const score = axes.filter((axis) => axis.asymmetric).length as 0 | 1 | 2;
    const total = axes[0].mismatch + axes[0].colourMismatch + axes[1].mismatch + axes[1].colourMismatch;
    if (best === null || score < best.score || (score === best.score && total < bestTotal - 1e-9)) {
      best = { score, axes };
      bestTotal = total;
    }
  }
  return best ?? { score: 0, axes: [fold(geometry.majorAngle), fold(geometry.majorAngle + Math.PI / 2)] };
}
