// Differential structures, Stolz's D (1–5): pigment network, structureless (homogeneous) areas, branched
// streaks, dots and globules; one point for each type present. From a photo scaled to ~1,024 px we can honestly
// look for three of them; the other two need dermoscopic magnification and are reported as not assessed:
//  - dots: small dark spots, a black top-hat (grey closing minus L*) above DARK_SPOT_DEPTH, each no wider than
//    DOT_MAX_SHARE of the lesion's diameter; present when at least MIN_SPOTS are found;
//  - globules: the same, between DOT_MAX_SHARE and GLOBULE_MAX_SHARE of the diameter;
//  - structureless areas: local L* standard deviation below FLAT_TEXTURE over at least FLAT_MIN_SHARE of the
//    lesion (a window of 5 % of the radius);
//  - not assessed: pigment network (a mesh of ~0.1 mm lines) and branched streaks (its broken remnants).
import type { StructureType } from '@careledger/shared/skin-analysis/constants';
import type { LabImage } from './color';
import { findComponents } from './components';
import { type MaskBounds, type MaskGeometry, maskBounds } from './geometry';
import { closePlane, erodeMask, windowMeans } from './morphology';
import type { Mask, Plane } from './types';

export type { StructureType } from '@careledger/shared/skin-analysis/constants';

/** A spot is 12 L* units darker than its closed surroundings: clearly visible, above noise and texture. */
export const DARK_SPOT_DEPTH = 12;
/** Dots are no wider than 4 % of the lesion's diameter (Stolz: < 0.1 mm, below a 1,024 px photo's reach). */
export const DOT_MAX_SHARE = 0.04;
/** Globules are wider than dots and up to 20 % of the diameter; larger dark areas are not globules. */
export const GLOBULE_MAX_SHARE = 0.2;
/** Three spots of a kind make the structure present, so a single speck or hair crossing does not. */
export const MIN_SPOTS = 3;
/** Local L* standard deviation below 3 units is homogeneous (sensor noise alone gives ~1–2). */
export const FLAT_TEXTURE = 3;
/** Homogeneous over at least 10 % of the lesion makes a structureless area. */
export const FLAT_MIN_SHARE = 0.1;

/** Structures found, those we cannot see in a photo, and the resulting D (count found, at least 1). */
export interface StructuresResult {
  score: number;
  found: StructureType[];
  notAssessed: StructureType[];
  dots: number;
  globules: number;
  structurelessShare: number;
}

/**
 * The k-th smallest value (from 0) of an array, by quickselect (Hoare's partition around the median of
 * three), reordering the array: the value sorting would put at index k, in linear time on average.
 */
function kthSmallest(values: Float32Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const a = values[low] ?? 0;
    const b = values[(low + high) >> 1] ?? 0;
    const c = values[high] ?? 0;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i++] = values[j] ?? 0;
        values[j--] = swap;
      }
    }
    // Now values[low … j] ≤ pivot ≤ values[i … high], and everything between equals the pivot.
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k] ?? 0;
  }
  return values[k] ?? 0;
}

/** Median of L* over the set pixels of `inner` (inside `bounds`): the middle value in sorted order. */
function medianInside(lightness: Float32Array, inner: Mask, bounds: MaskBounds): number {
  const { width: w, data } = inner;
  let count = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) count += data[y * w + x] === 1 ? 1 : 0;
  }
  const inside = new Float32Array(count);
  let k = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      if (data[y * w + x] === 1) inside[k++] = lightness[y * w + x] ?? 0;
    }
  }
  return count > 0 ? kthSmallest(inside, Math.floor(count / 2)) : 0;
}

/**
 * Dark spots: pixels of `inner` at least DARK_SPOT_DEPTH below the grey closing of L* by a square of
 * `seRadius` (a black top-hat), as a mask over the part of the image the closing covered (1 = spot). Outside
 * the lesion, L* is set to the lesion's median so the bright skin does not make the lesion's own narrow tips
 * look like dark spots. The closing is worked out on the lesion's bounds grown by twice the radius only:
 * beyond them every value is that median, and a pixel of the lesion sees nothing farther through the dilation
 * and the erosion.
 */
function darkSpots(lightness: Float32Array, inner: Mask, bounds: MaskBounds, seRadius: number): Mask {
  const { width, height } = inner;
  const median = medianInside(lightness, inner, bounds);
  const crop = {
    x0: Math.max(0, bounds.x0 - 2 * seRadius),
    y0: Math.max(0, bounds.y0 - 2 * seRadius),
    x1: Math.min(width - 1, bounds.x1 + 2 * seRadius),
    y1: Math.min(height - 1, bounds.y1 + 2 * seRadius),
  };
  const cropWidth = crop.x1 - crop.x0 + 1;
  const cropHeight = crop.y1 - crop.y0 + 1;
  const flattened = new Float32Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y++) {
    for (let x = 0; x < cropWidth; x++) {
      const i = (y + crop.y0) * width + x + crop.x0;
      flattened[y * cropWidth + x] = inner.data[i] === 1 ? (lightness[i] ?? 0) : median;
    }
  }
  const closed = closePlane(
    { width: cropWidth, height: cropHeight, data: flattened },
    seRadius,
    flattened,
  ).data;
  const spots = new Uint8Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y++) {
    for (let x = 0; x < cropWidth; x++) {
      const i = (y + crop.y0) * width + x + crop.x0;
      const c = y * cropWidth + x;
      if (inner.data[i] === 1 && (closed[c] ?? 0) - (lightness[i] ?? 0) > DARK_SPOT_DEPTH) spots[c] = 1;
    }
  }
  return { width: cropWidth, height: cropHeight, data: spots };
}

/**
 * Share of `inner`'s pixels whose local L* standard deviation, over a (2·window + 1)² square, is below
 * FLAT_TEXTURE (variance as the mean of squares minus the squared mean, both box blurs of the whole image,
 * worked out over the lesion's bounds only).
 */
function flatShare(lightness: Plane, inner: Mask, bounds: MaskBounds, window: number): number {
  const { mean, meanSquare } = windowMeans(lightness, window, bounds);
  const cropWidth = bounds.x1 - bounds.x0 + 1;
  let flat = 0;
  let area = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      if (inner.data[y * inner.width + x] === 0) continue;
      area++;
      const c = (y - bounds.y0) * cropWidth + x - bounds.x0;
      const variance = (meanSquare[c] ?? 0) - (mean[c] ?? 0) ** 2;
      if (variance < FLAT_TEXTURE ** 2) flat++;
    }
  }
  return area > 0 ? flat / area : 0;
}

/** Estimates Stolz's differential structures inside the lesion. */
export function estimateStructures(lab: LabImage, mask: Mask, geometry: MaskGeometry): StructuresResult {
  const radius = geometry.equivalentRadius;
  const inner = erodeMask(mask, Math.max(1, Math.round(0.05 * radius)));
  const bounds = maskBounds(inner);
  const diameter = 2 * radius;
  let dots = 0;
  let globules = 0;
  let structurelessShare = 0;
  if (bounds !== null) {
    const seRadius = Math.max(2, Math.round(GLOBULE_MAX_SHARE * radius));
    for (const spot of findComponents(darkSpots(lab.L, inner, bounds, seRadius), 1, 1, () => 2)) {
      const size = 2 * Math.sqrt(spot.area / Math.PI);
      if (spot.area < 2) continue;
      if (size <= DOT_MAX_SHARE * diameter) dots++;
      else if (size <= GLOBULE_MAX_SHARE * diameter) globules++;
    }
    const lightness = { width: lab.width, height: lab.height, data: lab.L };
    structurelessShare = flatShare(lightness, inner, bounds, Math.max(1, Math.round(0.05 * radius)));
  }
  const found: StructureType[] = [];
  if (structurelessShare >= FLAT_MIN_SHARE) found.push('structurelessAreas');
  if (dots >= MIN_SPOTS) found.push('dots');
  if (globules >= MIN_SPOTS) found.push('globules');
  return {
    score: Math.max(1, found.length),
    found,
    notAssessed: ['pigmentNetwork', 'branchedStreaks'],
    dots,
    globules,
    structurelessShare,
  };
}
