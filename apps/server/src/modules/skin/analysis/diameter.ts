// D: the lesion's size. The clinical ABCDE rule flags lesions over 6 mm (Friedman et al. 1985); Stolz's TDS
// scores D as differential structures instead (see structures.ts). Issue 17 asks for both: the diameter,
// in millimetres when the person gives the photo's scale, and which D the TDS used.
import { maskBounds } from './geometry';
import type { Mask } from './types';

/** Each 2 mm of diameter adds a point: < 2 mm → 1 … ≥ 8 mm → 5, so the 6 mm of the ABCDE rule scores 4. */
export const MM_PER_DIAMETER_POINT = 2;

/** Which D the TDS used. */
export type DUsed = 'diameter' | 'differentialStructures';

/** Convex hull (Andrew's monotone chain) of points given as [x, y] pairs. */
function convexHull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] ?? p, out[out.length - 1] ?? p, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/**
 * Largest Feret (caliper) diameter in pixels: the greatest distance between two pixel corners of the mask,
 * searched over the convex hull of the corners. Every set pixel of a row lies between the row's first and
 * last one, so the corners of those two per row span the same hull as all boundary pixels' corners.
 */
export function feretDiameterPx(mask: Mask): number {
  const { width: w, data } = mask;
  const bounds = maskBounds(mask);
  if (bounds === null) return 0;
  const points: [number, number][] = [];
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    let first = bounds.x0;
    while (first <= bounds.x1 && data[y * w + first] === 0) first++;
    if (first > bounds.x1) continue;
    let last = bounds.x1;
    while (data[y * w + last] === 0) last--;
    for (const x of first === last ? [first] : [first, last]) {
      points.push([x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]);
    }
  }
  const hull = convexHull(points);
  let best = 0;
  for (let i = 0; i < hull.length; i++) {
    for (let j = i + 1; j < hull.length; j++) {
      const p = hull[i] ?? [0, 0];
      const q = hull[j] ?? [0, 0];
      best = Math.max(best, Math.hypot(p[0] - q[0], p[1] - q[1]));
    }
  }
  return best;
}

/** Millimetres from pixels when the photo's field-of-view width is known (mm per pixel = fov / width). */
export function pixelsToMm(
  pixels: number,
  fieldOfViewMm: number | undefined,
  imageWidth: number,
): number | null {
  if (fieldOfViewMm === undefined || !(fieldOfViewMm > 0) || imageWidth <= 0) return null;
  return (pixels * fieldOfViewMm) / imageWidth;
}

/** A diameter-based D of 1–5: 1 + min(4, ⌊mm / 2⌋). */
export function diameterScore(diameterMm: number): number {
  return 1 + Math.min(4, Math.floor(Math.max(0, diameterMm) / MM_PER_DIAMETER_POINT));
}

/**
 * Which D the TDS uses: the differential-structures estimate in enhanced mode, as Stolz defined D; in basic
 * mode the diameter-based D when the scale is known, and otherwise the structures estimate again, since a
 * diameter in pixels says nothing about size.
 */
export function chooseD(options: {
  mode: 'basic' | 'enhanced';
  diameterMm: number | null;
  differentialStructures: number;
}): { d: number; dUsed: DUsed } {
  if (options.mode === 'basic' && options.diameterMm !== null) {
    return { d: diameterScore(options.diameterMm), dUsed: 'diameter' };
  }
  return { d: options.differentialStructures, dUsed: 'differentialStructures' };
}
