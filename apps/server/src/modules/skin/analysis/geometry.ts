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

/** Centroid and principal axes from the second central moments μ20, μ02, μ11. */
export function maskGeometry(mask: Mask): MaskGeometry {
  const { width: w, data } = mask;
  let area = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    area++;
    sx += i % w;
    sy += Math.floor(i / w);
  }
  const cx = area > 0 ? sx / area : 0;
  const cy = area > 0 ? sy / area : 0;
  let mu20 = 0;
  let mu02 = 0;
  let mu11 = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    const dx = (i % w) - cx;
    const dy = Math.floor(i / w) - cy;
    mu20 += dx * dx;
    mu02 += dy * dy;
    mu11 += dx * dy;
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

/** Indices of the mask's boundary pixels: set pixels with a 4-neighbour unset or outside the image. */
export function boundaryPixels(mask: Mask): number[] {
  const { width: w, height: h, data } = mask;
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    const x = i % w;
    const y = (i - x) / w;
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
  return out;
}
