// Mathematical morphology on masks and planes (Serra 1982), with square structuring elements applied as two
// separable 1-D passes. Sums use running totals (O(1) per pixel), so blurs and binary morphology cost the
// same at any radius; grey min/max are O(radius). A square differs from a disc only at the corners, which at
// the small radii used here moves a boundary by under a pixel.
import type { Mask, Plane } from './types';

type Extreme = 'min' | 'max';

/** Window sums along rows (or columns) with a running total, edges clamped. */
function sumPass(src: ArrayLike<number>, w: number, h: number, radius: number, horizontal: boolean) {
  const out = new Float32Array(w * h);
  const length = horizontal ? w : h;
  const lines = horizontal ? h : w;
  const step = horizontal ? 1 : w;
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * w : line;
    let sum = 0;
    for (let j = 0; j < Math.min(radius, length); j++) sum += src[base + j * step] ?? 0;
    for (let i = 0; i < length; i++) {
      if (i + radius < length) sum += src[base + (i + radius) * step] ?? 0;
      if (i - radius - 1 >= 0) sum -= src[base + (i - radius - 1) * step] ?? 0;
      out[base + i * step] = sum;
    }
  }
  return out;
}

/** Pixels in the window of `radius` around i on a line of `length`, edges clamped. */
function windowCount(i: number, radius: number, length: number): number {
  return Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1;
}

/** Min or max along rows (or columns) over a window of 2r + 1, edges clamped. */
function extremePass(
  src: Float32Array,
  w: number,
  h: number,
  radius: number,
  horizontal: boolean,
  op: Extreme,
) {
  const out = new Float32Array(src.length);
  const length = horizontal ? w : h;
  const lines = horizontal ? h : w;
  const step = horizontal ? 1 : w;
  const isMin = op === 'min';
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * w : line;
    for (let i = 0; i < length; i++) {
      const from = Math.max(0, i - radius);
      const to = Math.min(length - 1, i + radius);
      let acc = src[base + from * step] ?? 0;
      for (let j = from + 1; j <= to; j++) {
        const v = src[base + j * step] ?? 0;
        if (isMin ? v < acc : v > acc) acc = v;
      }
      out[base + i * step] = acc;
    }
  }
  return out;
}

function extremePlane(plane: Plane, radius: number, op: Extreme): Plane {
  const { width: w, height: h } = plane;
  if (radius <= 0) return { width: w, height: h, data: Float32Array.from(plane.data) };
  const data = extremePass(extremePass(plane.data, w, h, radius, true, op), w, h, radius, false, op);
  return { width: w, height: h, data };
}

/** Box blur (mean over a (2r+1)² square, edges clamped): the "slight blur" before thresholding. */
export function boxBlur(plane: Plane, radius: number): Plane {
  const { width: w, height: h } = plane;
  if (radius <= 0) return { width: w, height: h, data: Float32Array.from(plane.data) };
  const rows = sumPass(plane.data, w, h, radius, true);
  for (let i = 0; i < rows.length; i++) rows[i] = (rows[i] ?? 0) / windowCount(i % w, radius, w);
  const data = sumPass(rows, w, h, radius, false);
  for (let i = 0; i < data.length; i++) data[i] = (data[i] ?? 0) / windowCount(Math.floor(i / w), radius, h);
  return { width: w, height: h, data };
}

/** Grey-level erosion (minimum over a (2r+1)² square). */
export function erodePlane(plane: Plane, radius: number): Plane {
  return extremePlane(plane, radius, 'min');
}

/** Grey-level dilation (maximum over a (2r+1)² square). */
export function dilatePlane(plane: Plane, radius: number): Plane {
  return extremePlane(plane, radius, 'max');
}

/** Binary erosion (all set) or dilation (any set) by counting set pixels per window, rows then columns. */
function filterMask(mask: Mask, radius: number, op: Extreme): Mask {
  const { width: w, height: h } = mask;
  if (radius <= 0) return { width: w, height: h, data: Uint8Array.from(mask.data) };
  const isErosion = op === 'min';
  const rows = sumPass(mask.data, w, h, radius, true);
  const first = new Uint8Array(w * h);
  for (let i = 0; i < first.length; i++) {
    const sum = rows[i] ?? 0;
    first[i] = (isErosion ? sum === windowCount(i % w, radius, w) : sum > 0) ? 1 : 0;
  }
  const cols = sumPass(first, w, h, radius, false);
  const data = new Uint8Array(w * h);
  for (let i = 0; i < data.length; i++) {
    const sum = cols[i] ?? 0;
    data[i] = (isErosion ? sum === windowCount(Math.floor(i / w), radius, h) : sum > 0) ? 1 : 0;
  }
  return { width: w, height: h, data };
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
  const reached = new Uint8Array(w * h);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (mask.data[i] === 0 && reached[i] === 0) {
      reached[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    visit(x);
    visit((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    visit(y * w);
    visit(y * w + w - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop() ?? 0;
    const x = i % w;
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (i >= w) visit(i - w);
    if (i < w * (h - 1)) visit(i + w);
  }
  return { width: w, height: h, data: reached.map((r) => (r === 1 ? 0 : 1)) };
}
