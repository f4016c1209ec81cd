// B of the ABCD rule (Stolz et al. 1994): the lesion is divided into eight 45° sectors around its centre and
// each sector with an abrupt cut-off of pigment at the periphery scores 1 (0–8). A phone photo does not show
// the pigment pattern as a dermatoscope does, so a sector also scores when its outline is irregular, the
// clinical reading of "border" in the ABCDE rule (Friedman 1985). Both criteria are measured per sector:
//  - irregular: the boundary radius r(φ) deviates from its own ±15° moving average by an RMS of more than
//    IRREGULARITY_THRESHOLD of the mean radius (notches and spikes; a disc or ellipse stays near 0);
//  - abrupt: across the boundary, within ±4 % of the mean radius, the lesion-contrast channel already changes by
//    ABRUPTNESS_THRESHOLD of the full lesion–skin contrast, so the pigment stops rather than fading out.
import { type MaskGeometry, maskBounds } from './geometry';
import type { Mask } from './types';

/** Sectors of 45°, as in Stolz's rule. */
export const BORDER_SECTORS = 8;
/** RMS deviation of r(φ) from its ±15° average, over the mean radius, that makes a sector irregular. */
export const IRREGULARITY_THRESHOLD = 0.04;
/** Share of the lesion–skin contrast crossed within ±4 % of the radius that makes a sector's edge abrupt. */
export const ABRUPTNESS_THRESHOLD = 0.85;
/** Half-width of the band across the edge, as a share of the mean radius (at least 2 px, past the blur). */
export const EDGE_BAND = 0.04;
/** Half-width of the smoothing window for r(φ), in degrees. */
export const SMOOTHING_DEGREES = 15;

/** What each sector scored, and why. */
export interface BorderSector {
  irregularity: number;
  sharpness: number;
  irregular: boolean;
  abrupt: boolean;
}

/** B 0–8 with the eight sectors, counter-clockwise from +x in image coordinates. */
export interface BorderResult {
  score: number;
  sectors: BorderSector[];
}

/** Contrast channel and its class means, from segmentation, to judge how abruptly pigment stops. */
export interface EdgeContrast {
  values: Float32Array;
  lesionMean: number;
  skinMean: number;
}

/** Outer boundary radius per angle bin (the farthest mask pixel), empty bins interpolated. */
export function radialProfile(mask: Mask, geometry: MaskGeometry, bins: number): Float64Array {
  const profile = new Float64Array(bins).fill(-1);
  const { width: w, data } = mask;
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      if (data[y * w + x] === 0) continue;
      const dx = x - geometry.cx;
      const dy = y - geometry.cy;
      const bin = Math.floor((((Math.atan2(dy, dx) / (2 * Math.PI)) % 1) + 1) * bins) % bins;
      profile[bin] = Math.max(profile[bin] ?? 0, Math.hypot(dx, dy) + 0.5);
    }
  }
  for (let k = 0; k < bins; k++) {
    if ((profile[k] ?? 0) >= 0) continue;
    let left = k;
    let right = k;
    while ((profile[(left + bins) % bins] ?? 0) < 0 && k - left < bins) left--;
    while ((profile[right % bins] ?? 0) < 0 && right - k < bins) right++;
    const a = profile[(left + bins) % bins] ?? 0;
    const b = profile[right % bins] ?? 0;
    profile[k] = Math.max(0, a + ((b - a) * (k - left)) / Math.max(1, right - left));
  }
  return profile;
}

function sample(values: Float32Array, w: number, h: number, x: number, y: number): number {
  const xi = Math.min(w - 1, Math.max(0, Math.round(x)));
  const yi = Math.min(h - 1, Math.max(0, Math.round(y)));
  return values[yi * w + xi] ?? 0;
}

/** Scores B over eight 45° sectors by irregular outline or abrupt pigment cut-off. */
export function scoreBorder(mask: Mask, geometry: MaskGeometry, edge: EdgeContrast): BorderResult {
  const meanRadius = geometry.equivalentRadius;
  // About two pixels of arc per bin, a multiple of eight between 64 and 720 bins.
  const bins = Math.min(720, Math.max(64, Math.round((Math.PI * meanRadius) / 8) * 8));
  const profile = radialProfile(mask, geometry, bins);
  const window = Math.max(1, Math.round((SMOOTHING_DEGREES / 360) * bins));
  const band = Math.max(2, EDGE_BAND * meanRadius);
  const contrast = Math.abs(edge.lesionMean - edge.skinMean) || 1;
  const perSector = bins / BORDER_SECTORS;
  const sectors: BorderSector[] = [];
  for (let s = 0; s < BORDER_SECTORS; s++) {
    let squares = 0;
    const sharpness: number[] = [];
    for (let k = s * perSector; k < (s + 1) * perSector; k++) {
      let sum = 0;
      for (let j = -window; j <= window; j++) sum += profile[(k + j + bins) % bins] ?? 0;
      const r = profile[k] ?? 0;
      squares += (r - sum / (2 * window + 1)) ** 2;
      const angle = ((k + 0.5) / bins) * 2 * Math.PI;
      const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
      const at = (d: number) =>
        sample(edge.values, mask.width, mask.height, geometry.cx + d * ux, geometry.cy + d * uy);
      sharpness.push(Math.abs(at(r + band) - at(r - band)) / contrast);
    }
    sharpness.sort((a, b) => a - b);
    const irregularity = Math.sqrt(squares / perSector) / Math.max(meanRadius, 1);
    const median = sharpness[Math.floor(sharpness.length / 2)] ?? 0;
    sectors.push({
      irregularity,
      sharpness: median,
      irregular: irregularity > IRREGULARITY_THRESHOLD,
      abrupt: median >= ABRUPTNESS_THRESHOLD,
    });
  }
  return { score: sectors.filter((s) => s.irregular || s.abrupt).length, sectors };
}
