// Shape measures of a mask from its image moments (Hu 1962): centroid, second central moments and the
// principal axes, plus the boundary pixels that the border, diameter and overlay steps walk.
import type { Mask } from './types';

/** Area, centroid and principal axes of a mask. */
export interface MaskGeometry {
  area: number;
  cx: number;
  cy: number;
  /** Direction of the major principal axis, radians from +x (y grows downwards). */
  majorAngle: number;
  /** Standard deviations of the pixels along the major and minor axes. */
  majorSpread: number;
  minorSpread: number;
  /** Radius of the disc of the same area, √(area / π). */
  equivalentRadius: number;
}

/** The smallest rectangle holding every set pixel of a mask (inclusive bounds). */
export interface MaskBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Bounds of a mask's set pixels, so later passes can skip the rows and columns without any; null if none. */
export function maskBounds(mask: Mask): MaskBounds | null {
  const { width: w, height: h, data } = mask;
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let first = -1;
    for (let x = 0; x < w; x++) {
      if (data[row + x] !== 0) {
        first = x;
        break;
      }
    }
    if (first === -1) continue;
    let last = w - 1;
    while (data[row + last] === 0) last--;
    if (y0 === h) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
  }
  return y1 === -1 ? null : { x0, y0, x1, y1 };
}

/** Centroid and principal axes from the second central moments μ20, μ02, μ11 (summed in raster order). */
export function maskGeometry(mask: Mask): MaskGeometry {
  const { width: w, data } = mask;
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  let area = 0;
  let sx = 0;
  let sy = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      if (data[y * w + x] === 0) continue;
      area++;
      sx += x;
      sy += y;
    }
  }
  const cx = area > 0 ? sx / area : 0;
  const cy = area > 0 ? sy / area : 0;
  let mu20 = 0;
  let mu02 = 0;
  let mu11 = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      if (data[y * w + x] === 0) continue;
      const dx = x - cx;
      const dy = y - cy;
      mu20 += dx * dx;
      mu02 += dy * dy;
      mu11 += dx * dy;
    }
  }
  const n = Math.max(area, 1);
  const mean = (mu20 + mu02) / (2 * n);
  const spread = Math.sqrt(((mu20 - mu02) / (2 * n)) ** 2 + (mu11 / n) ** 2);
  return {
    area,
    cx,
    cy,
    majorAngle: 0.5 * Math.atan2(2 * mu11, mu20 - mu02),
    majorSpread: Math.sqrt(Math.max(0, mean + spread)),
    minorSpread: Math.sqrt(Math.max(0, mean - spread)),
    equivalentRadius: Math.sqrt(area / Math.PI),
  };
}

/** Indices of the boundary pixels in raster order: set pixels with a 4-neighbour unset or off the image. */
export function boundaryPixels(mask: Mask): number[] {
  const { width: w, height: h, data } = mask;
  const out: number[] = [];
  const bounds = maskBounds(mask);
  if (bounds === null) return out;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      const i = y * w + x;
      if (data[i] === 0) continue;
      if (
        x === 0 ||
        y === 0 ||
        x === w - 1 ||
        y === h - 1 ||
        data[i - 1] === 0 ||
        data[i + 1] === 0 ||
        data[i - w] === 0 ||
        data[i + w] === 0
      ) {
        out.push(i);
      }
    }
  }
  return out;
}
