// Mathematical morphology on masks and planes (Serra 1982), with square structuring elements applied as two
// separable 1-D passes. Sums use running totals and grey minima/maxima the van Herk / Gil-Werman algorithm
// (van Herk 1992; Gil & Werman 1993), so every operation costs O(1) per pixel at any radius. A square differs
// from a disc only at the corners, which at the small radii used here moves a boundary by under a pixel.
// Plane filters work in place on one output plane (fresh memory is slow to come by for multi-megabyte
// images), and walk columns a whole row at a time, so memory is read in order.
import { type FillPlane, floodFill, PixelStack } from './components';
import { type MaskBounds, maskBounds } from './geometry';
import type { Mask, Plane } from './types';

/** Erosion takes the minimum over the square, dilation the maximum. */
export type Extreme = 'min' | 'max';

/** One step of a grey filter chain: the minimum (erosion) or maximum (dilation) over a (2r+1)² square. */
export interface ExtremeStep {
  op: Extreme;
  radius: number;
}

/** Pixels in the window of `radius` around i on a line of `length`, edges clamped. */
function windowCount(i: number, radius: number, length: number): number {
  return Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1;
}

// Window means. A line's running total is kept in double precision, rounded to float32 and divided by the
// window's pixel count; it starts at the line's first value and adds, then subtracts, values in order, so
// each line's arithmetic, and the result to the last bit, is the same whether rows or columns are walked.

/** Window means along every row of a plane, in place (each row is copied out first). */
function meanRows(data: Float32Array, w: number, h: number, radius: number): void {
  const line = new Float32Array(w);
  for (let y = 0; y < h; y++) {
    line.set(data.subarray(y * w, (y + 1) * w));
    let sum = 0;
    for (let j = 0; j < Math.min(radius, w); j++) sum += line[j] ?? 0;
    for (let x = 0; x < w; x++) {
      if (x + radius < w) sum += line[x + radius] ?? 0;
      if (x - radius - 1 >= 0) sum -= line[x - radius - 1] ?? 0;
      data[y * w + x] = Math.fround(sum) / windowCount(x, radius, w);
    }
  }
}

/**
 * Window means down every column of a plane, in place, a row at a time with one running total per column.
 * The values of the last r + 1 rows, before they were overwritten, are kept in a ring: each total still
 * subtracts the row r + 1 above.
 */
function meanColumns(data: Float32Array, w: number, h: number, radius: number): void {
  const sums = new Float64Array(w);
  const ring = new Float32Array((radius + 1) * w);
  for (let j = 0; j < Math.min(radius, h); j++) {
    for (let x = 0; x < w; x++) sums[x] = (sums[x] ?? 0) + (data[j * w + x] ?? 0);
  }
  for (let y = 0; y < h; y++) {
    const count = windowCount(y, radius, h);
    const added = y + radius < h ? (y + radius) * w : -1;
    const removed = y - radius - 1 >= 0;
    // Row y − r − 1, to subtract now, was saved in the slot row y takes over.
    const slot = (y % (radius + 1)) * w;
    for (let x = 0; x < w; x++) {
      let sum = sums[x] ?? 0;
      if (added >= 0) sum += data[added + x] ?? 0;
      if (removed) sum -= ring[slot + x] ?? 0;
      sums[x] = sum;
      ring[slot + x] = data[y * w + x] ?? 0;
      data[y * w + x] = Math.fround(sum) / count;
    }
  }
}

// Sliding minima and maxima by van Herk / Gil-Werman: a line is padded with r neutral values at each end
// (+∞ for min, −∞ for max, which never win) and cut into blocks of 2r + 1; a running extreme forwards from
// each block's start and backwards from its end gives any window's extreme as that of two values, since a
// window of 2r + 1 spans at most two blocks: about three comparisons per value at any radius.

/** The neutral value of a running minimum or maximum. */
function neutralOf(isMin: boolean): number {
  return isMin ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
}

/**
 * Sliding extreme of one padded line (r neutral values at each end) into `output` (the unpadded length),
 * with `forward` and `backward` as scratch of the padded length.
 */
function extremeLine(
  padded: Float32Array,
  forward: Float32Array,
  backward: Float32Array,
  radius: number,
  isMin: boolean,
  output: Float32Array,
): void {
  const total = padded.length;
  const span = 2 * radius + 1;
  for (let start = 0; start < total; start += span) {
    const end = Math.min(start + span, total);
    let acc = padded[start] ?? 0;
    forward[start] = acc;
    for (let p = start + 1; p < end; p++) {
      const v = padded[p] ?? 0;
      if (isMin ? v < acc : v > acc) acc = v;
      forward[p] = acc;
    }
    acc = padded[end - 1] ?? 0;
    backward[end - 1] = acc;
    for (let p = end - 2; p >= start; p--) {
      const v = padded[p] ?? 0;
      if (isMin ? v < acc : v > acc) acc = v;
      backward[p] = acc;
    }
  }
  // Value j is padded value j + r; its window runs over padded j … j + 2r.
  for (let j = 0; j < output.length; j++) {
    const a = backward[j] ?? 0;
    const b = forward[j + 2 * radius] ?? 0;
    output[j] = (isMin ? b < a : b > a) ? b : a;
  }
}

/** Sliding minimum or maximum over 2r + 1 pixels along every row of a plane, in place. */
function extremeRows(data: Float32Array, w: number, h: number, radius: number, isMin: boolean): void {
  const padded = new Float32Array(w + 2 * radius).fill(neutralOf(isMin));
  const forward = new Float32Array(w + 2 * radius);
  const backward = new Float32Array(w + 2 * radius);
  for (let y = 0; y < h; y++) {
    const row = data.subarray(y * w, (y + 1) * w);
    padded.set(row, radius);
    extremeLine(padded, forward, backward, radius, isMin, row);
  }
}

/** out[o…o+n) = min(a[i…i+n), b[j…j+n)), value by value (out may be a or b). */
function minOf(
  out: Float32Array,
  o: number,
  a: Float32Array,
  i: number,
  b: Float32Array,
  j: number,
  n: number,
) {
  for (let x = 0; x < n; x++) {
    const u = a[i + x] ?? 0;
    const v = b[j + x] ?? 0;
    out[o + x] = v < u ? v : u;
  }
}

/** out[o…o+n) = max(a[i…i+n), b[j…j+n)), value by value (out may be a or b). */
function maxOf(
  out: Float32Array,
  o: number,
  a: Float32Array,
  i: number,
  b: Float32Array,
  j: number,
  n: number,
) {
  for (let x = 0; x < n; x++) {
    const u = a[i + x] ?? 0;
    const v = b[j + x] ?? 0;
    out[o + x] = v > u ? v : u;
  }
}

/**
 * Sliding minimum or maximum over 2r + 1 pixels down every column of a plane, in place: the same blocks, a
 * whole row of columns at a time (padded row p is image row p − r, a neutral row above and below the image).
 * Only the current block's forward and backward extremes and the previous block's backward ones are kept;
 * once a block is done, every output row whose window ends in it is written, and those image rows are not
 * read again.
 */
function extremeColumns(data: Float32Array, w: number, h: number, radius: number, isMin: boolean): void {
  const extreme = isMin ? minOf : maxOf;
  const neutralRow = new Float32Array(w).fill(neutralOf(isMin));
  const span = 2 * radius + 1;
  const total = h + 2 * radius;
  const forward = new Float32Array(span * w);
  let backward = new Float32Array(span * w);
  let previousBackward = new Float32Array(span * w);
  // Padded row p as an array and the offset of its first value.
  const source = (p: number): [Float32Array, number] => {
    const y = p - radius;
    return y >= 0 && y < h ? [data, y * w] : [neutralRow, 0];
  };
  for (let start = 0; start < total; start += span) {
    const end = Math.min(start + span, total);
    const [first, firstAt] = source(start);
    forward.set(first.subarray(firstAt, firstAt + w));
    for (let p = start + 1; p < end; p++) {
      const [row, at] = source(p);
      extreme(forward, (p - start) * w, forward, (p - start - 1) * w, row, at, w);
    }
    const [last, lastAt] = source(end - 1);
    backward.set(last.subarray(lastAt, lastAt + w), (end - 1 - start) * w);
    for (let p = end - 2; p >= start; p--) {
      const [row, at] = source(p);
      extreme(backward, (p - start) * w, backward, (p - start + 1) * w, row, at, w);
    }
    // Image row j's window is padded rows j … j + 2r; those ending in this block start in it or the last one.
    for (let j = Math.max(0, start - 2 * radius); j <= Math.min(h - 1, end - 1 - 2 * radius); j++) {
      const [from, fromAt] =
        j >= start ? [backward, (j - start) * w] : [previousBackward, (j - start + span) * w];
      extreme(data, j * w, from, fromAt, forward, (j + 2 * radius - start) * w, w);
    }
    [backward, previousBackward] = [previousBackward, backward];
  }
}

/**
 * Applies grey erosions (min) and dilations (max) by squares in turn, rows then columns for each, on one copy
 * of the plane: a new one, or `into` (of the plane's size, which may be the plane's own data). A step of
 * radius 0 changes nothing.
 */
export function greyFilter(
  plane: Plane,
  steps: readonly ExtremeStep[],
  into: Float32Array = new Float32Array(plane.data.length),
): Plane {
  const { width: w, height: h } = plane;
  const data = into;
  data.set(plane.data);
  for (const { op, radius } of steps) {
    if (radius <= 0) continue;
    extremeRows(data, w, h, radius, op === 'min');
    extremeColumns(data, w, h, radius, op === 'min');
  }
  return { width: w, height: h, data };
}

/**
 * Box blur (mean over a (2r+1)² square, edges clamped): the "slight blur" before thresholding. Into a new
 * plane, or `into` (of the plane's size, which may be the plane's own data).
 */
export function boxBlur(
  plane: Plane,
  radius: number,
  into: Float32Array = new Float32Array(plane.data.length),
): Plane {
  const { width: w, height: h } = plane;
  const data = into;
  data.set(plane.data);
  if (radius <= 0) return { width: w, height: h, data };
  meanRows(data, w, h, radius);
  meanColumns(data, w, h, radius);
  return { width: w, height: h, data };
}

/** Window means of a plane's values and of their squares over a rectangle (see windowMeans). */
export interface WindowMeans {
  /** Row-major over the rectangle, as boxBlur(plane) there. */
  mean: Float32Array;
  /** Row-major over the rectangle, as boxBlur of the plane's squares (rounded to float32) there. */
  meanSquare: Float32Array;
}

/**
 * boxBlur of a plane and of its squares, to the last bit, over the rectangle `within` only: for the local
 * variance inside a lesion. Each row's running totals still start at the row's first pixel and each column's
 * at the image's first row, as in boxBlur, so the arithmetic is the same; but only the rows and columns the
 * rectangle's windows reach are walked, and only its columns are kept.
 */
export function windowMeans(plane: Plane, radius: number, within: MaskBounds): WindowMeans {
  const { width: w, height: h, data: source } = plane;
  const { x0, y0, x1, y1 } = within;
  const cropWidth = x1 - x0 + 1;
  const mean = new Float32Array(cropWidth * (y1 - y0 + 1));
  const meanSquare = new Float32Array(cropWidth * (y1 - y0 + 1));
  if (radius <= 0) {
    // boxBlur leaves the plane as it is.
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const v = source[y * w + x] ?? 0;
        mean[(y - y0) * cropWidth + x - x0] = v;
        meanSquare[(y - y0) * cropWidth + x - x0] = v * v;
      }
    }
    return { mean, meanSquare };
  }
  const r = radius;
  // Row means over the rectangle's columns, rows 0 … y1 + r (what the column totals below read).
  const lastRow = Math.min(h - 1, y1 + r);
  const rows = new Float32Array((lastRow + 1) * cropWidth);
  const squareRows = new Float32Array((lastRow + 1) * cropWidth);
  for (let y = 0; y <= lastRow; y++) {
    const line = y * w;
    let sum = 0;
    let squares = 0;
    for (let j = 0; j < Math.min(r, w); j++) {
      const v = source[line + j] ?? 0;
      sum += v;
      squares += Math.fround(v * v);
    }
    for (let x = 0; x <= x1; x++) {
      if (x + r < w) {
        const v = source[line + x + r] ?? 0;
        sum += v;
        squares += Math.fround(v * v);
      }
      if (x - r - 1 >= 0) {
        const v = source[line + x - r - 1] ?? 0;
        sum -= v;
        squares -= Math.fround(v * v);
      }
      if (x < x0) continue;
      const count = windowCount(x, r, w);
      rows[y * cropWidth + x - x0] = Math.fround(sum) / count;
      squareRows[y * cropWidth + x - x0] = Math.fround(squares) / count;
    }
  }
  const sums = new Float64Array(cropWidth);
  const squareSums = new Float64Array(cropWidth);
  for (let j = 0; j < Math.min(r, h); j++) {
    for (let c = 0; c < cropWidth; c++) {
      sums[c] = (sums[c] ?? 0) + (rows[j * cropWidth + c] ?? 0);
      squareSums[c] = (squareSums[c] ?? 0) + (squareRows[j * cropWidth + c] ?? 0);
    }
  }
  for (let y = 0; y <= y1; y++) {
    const count = windowCount(y, r, h);
    const added = y + r < h ? (y + r) * cropWidth : -1;
    const removed = y - r - 1 >= 0 ? (y - r - 1) * cropWidth : -1;
    for (let c = 0; c < cropWidth; c++) {
      let sum = sums[c] ?? 0;
      let squares = squareSums[c] ?? 0;
      if (added >= 0) {
        sum += rows[added + c] ?? 0;
        squares += squareRows[added + c] ?? 0;
      }
      if (removed >= 0) {
        sum -= rows[removed + c] ?? 0;
        squares -= squareRows[removed + c] ?? 0;
      }
      sums[c] = sum;
      squareSums[c] = squares;
      if (y < y0) continue;
      mean[(y - y0) * cropWidth + c] = Math.fround(sum) / count;
      meanSquare[(y - y0) * cropWidth + c] = Math.fround(squares) / count;
    }
  }
  return { mean, meanSquare };
}

/** Grey-level erosion (minimum over a (2r+1)² square). */
export function erodePlane(plane: Plane, radius: number): Plane {
  return greyFilter(plane, [{ op: 'min', radius }]);
}

/** Grey-level dilation (maximum over a (2r+1)² square). */
export function dilatePlane(plane: Plane, radius: number): Plane {
  return greyFilter(plane, [{ op: 'max', radius }]);
}

/**
 * Grey-level opening (erode, then dilate): lowers bright details narrower than 2r + 1 pixels. Into a new
 * plane, or `into` (of the plane's size, which may be the plane's own data).
 */
export function openPlane(plane: Plane, radius: number, into?: Float32Array): Plane {
  return greyFilter(
    plane,
    [
      { op: 'min', radius },
      { op: 'max', radius },
    ],
    into,
  );
}

/**
 * Grey-level closing (dilate, then erode): raises dark details narrower than 2r + 1 pixels. Into a new plane,
 * or `into` (of the plane's size, which may be the plane's own data).
 */
export function closePlane(plane: Plane, radius: number, into?: Float32Array): Plane {
  return greyFilter(
    plane,
    [
      { op: 'max', radius },
      { op: 'min', radius },
    ],
    into,
  );
}

/**
 * Binary erosion (all set) or dilation (any set) of rows (horizontal) or columns by counting the set pixels
 * in each window with a running count.
 */
function filterMaskPass(
  src: Uint8Array,
  w: number,
  h: number,
  radius: number,
  horizontal: boolean,
  op: Extreme,
) {
  const out = new Uint8Array(w * h);
  const isErosion = op === 'min';
  if (horizontal) {
    for (let y = 0; y < h; y++) {
      const base = y * w;
      let count = 0;
      for (let j = 0; j < Math.min(radius, w); j++) count += src[base + j] ?? 0;
      for (let x = 0; x < w; x++) {
        if (x + radius < w) count += src[base + x + radius] ?? 0;
        if (x - radius - 1 >= 0) count -= src[base + x - radius - 1] ?? 0;
        out[base + x] = (isErosion ? count === windowCount(x, radius, w) : count > 0) ? 1 : 0;
      }
    }
    return out;
  }
  const counts = new Int32Array(w);
  for (let j = 0; j < Math.min(radius, h); j++) {
    for (let x = 0; x < w; x++) counts[x] = (counts[x] ?? 0) + (src[j * w + x] ?? 0);
  }
  for (let y = 0; y < h; y++) {
    const full = windowCount(y, radius, h);
    const added = y + radius < h ? (y + radius) * w : -1;
    const removed = y - radius - 1 >= 0 ? (y - radius - 1) * w : -1;
    for (let x = 0; x < w; x++) {
      let count = counts[x] ?? 0;
      if (added >= 0) count += src[added + x] ?? 0;
      if (removed >= 0) count -= src[removed + x] ?? 0;
      counts[x] = count;
      out[y * w + x] = (isErosion ? count === full : count > 0) ? 1 : 0;
    }
  }
  return out;
}

/**
 * Binary erosion or dilation by a (2r+1)² square: rows, then columns. Only the mask's bounds grown by 2r are
 * worked on: both results are empty farther out, and a pixel within r of the bounds sees nothing beyond 2r.
 */
function filterMask(mask: Mask, radius: number, op: Extreme): Mask {
  const { width: w, height: h } = mask;
  const out = new Uint8Array(w * h);
  if (radius <= 0) {
    out.set(mask.data);
    return { width: w, height: h, data: out };
  }
  const bounds = maskBounds(mask);
  if (bounds === null) return { width: w, height: h, data: out };
  const x0 = Math.max(0, bounds.x0 - 2 * radius);
  const y0 = Math.max(0, bounds.y0 - 2 * radius);
  const cropWidth = Math.min(w - 1, bounds.x1 + 2 * radius) - x0 + 1;
  const cropHeight = Math.min(h - 1, bounds.y1 + 2 * radius) - y0 + 1;
  const crop = new Uint8Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y++) {
    const from = (y + y0) * w + x0;
    crop.set(mask.data.subarray(from, from + cropWidth), y * cropWidth);
  }
  const rows = filterMaskPass(crop, cropWidth, cropHeight, radius, true, op);
  const filtered = filterMaskPass(rows, cropWidth, cropHeight, radius, false, op);
  for (let y = 0; y < cropHeight; y++) {
    out.set(filtered.subarray(y * cropWidth, (y + 1) * cropWidth), (y + y0) * w + x0);
  }
  return { width: w, height: h, data: out };
}

/** Binary erosion by a (2r+1)² square; pixels beyond the image edge are ignored. */
export function erodeMask(mask: Mask, radius: number): Mask {
  return filterMask(mask, radius, 'min');
}

/** Binary dilation by a (2r+1)² square. */
export function dilateMask(mask: Mask, radius: number): Mask {
  return filterMask(mask, radius, 'max');
}

/** Opening (erode, then dilate): removes hairs and specks thinner than 2r + 1 pixels. */
export function openMask(mask: Mask, radius: number): Mask {
  return dilateMask(erodeMask(mask, radius), radius);
}

/** Closing (dilate, then erode): bridges gaps thinner than 2r + 1 pixels, such as a hair crossing a lesion. */
export function closeMask(mask: Mask, radius: number): Mask {
  return erodeMask(dilateMask(mask, radius), radius);
}

/** Fills holes: background not 4-connected to the image edge becomes foreground. */
export function fillHoles(mask: Mask): Mask {
  const { width: w, height: h } = mask;
  // 0 background, 1 set; background reached from the edge becomes 2.
  const plane = { width: w, height: h, data: new Uint8Array(mask.data) };
  floodFromEdges(plane);
  const { data } = plane;
  for (let i = 0; i < data.length; i++) data[i] = data[i] === REACHED ? 0 : 1;
  return plane;
}

/** The mark floodFromEdges leaves on background reached from the image edge. */
export const REACHED = 2;

/** Marks REACHED every background (0) pixel of a 0/1 plane that is 4-connected to the image edge. */
export function floodFromEdges(plane: FillPlane): void {
  const { width: w, height: h } = plane;
  const stack = new PixelStack();
  for (let x = 0; x < w; x++) {
    floodFill(plane, 0, 0, REACHED, x, stack);
    floodFill(plane, 0, 0, REACHED, (h - 1) * w + x, stack);
  }
  for (let y = 0; y < h; y++) {
    floodFill(plane, 0, 0, REACHED, y * w, stack);
    floodFill(plane, 0, 0, REACHED, y * w + w - 1, stack);
  }
}
