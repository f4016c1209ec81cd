// Differential structures, Stolz's D (1–5): pigment network, structureless (homogeneous) areas, branched
// streaks, dots and globules; one point for each type present. From a photo scaled to ~1,024 px we can honestly
// look for three of them; the other two need dermoscopic magnification and are reported as not assessed:
//  - dots: small dark spots, a black top-hat (grey closing minus L*) above DARK_SPOT_DEPTH, each no wider than
//    DOT_MAX_SHARE of the lesion's diameter; present when at least MIN_SPOTS are found;
//  - globules: the same, between DOT_MAX_SHARE and GLOBULE_MAX_SHARE of the diameter;
//  - structureless areas: local L* standard deviation below FLAT_TEXTURE over at least FLAT_MIN_SHARE of the
//    lesion (a window of 5 % of the radius);
//  - not assessed: pigment network (a mesh of ~0.1 mm lines) and branched streaks (its broken remnants).
import type { LabImage } from './color';
import { labelComponents } from './components';
import type { MaskGeometry } from './geometry';
import { boxBlur, dilatePlane, erodeMask, erodePlane } from './morphology';
import type { Mask } from './types';

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

/** The structure types of Stolz's D. */
export type StructureType = 'pigmentNetwork' | 'structurelessAreas' | 'branchedStreaks' | 'dots' | 'globules';

/** Structures found, those we cannot see in a photo, and the resulting D (count found, at least 1). */
export interface StructuresResult {
  score: number;
  found: StructureType[];
  notAssessed: StructureType[];
  dots: number;
  globules: number;
  structurelessShare: number;
}

/** Estimates Stolz's differential structures inside the lesion. */
export function estimateStructures(lab: LabImage, mask: Mask, geometry: MaskGeometry): StructuresResult {
  const { width, height } = lab;
  const radius = geometry.equivalentRadius;
  const inner = erodeMask(mask, Math.max(1, Math.round(0.05 * radius)));
  const lightness = { width, height, data: lab.L };
  // Outside the lesion, L* is set to the lesion's median so the bright skin does not make the lesion's own
  // narrow tips look like dark spots.
  const insideL = lab.L.filter((_, i) => inner.data[i] === 1).sort();
  const median = insideL[Math.floor(insideL.length / 2)] ?? 0;
  const flattened = { width, height, data: lab.L.map((v, i) => (inner.data[i] === 1 ? v : median)) };
  const seRadius = Math.max(2, Math.round(GLOBULE_MAX_SHARE * radius));
  const closed = erodePlane(dilatePlane(flattened, seRadius), seRadius);
  const spots = new Uint8Array(width * height);
  for (let i = 0; i < spots.length; i++) {
    if (inner.data[i] === 1 && (closed.data[i] ?? 0) - (lab.L[i] ?? 0) > DARK_SPOT_DEPTH) spots[i] = 1;
  }
  const diameter = 2 * radius;
  let dots = 0;
  let globules = 0;
  for (const spot of labelComponents({ width, height, data: spots }).components) {
    const size = 2 * Math.sqrt(spot.area / Math.PI);
    if (spot.area < 2) continue;
    if (size <= DOT_MAX_SHARE * diameter) dots++;
    else if (size <= GLOBULE_MAX_SHARE * diameter) globules++;
  }
  const window = Math.max(1, Math.round(0.05 * radius));
  const mean = boxBlur(lightness, window).data;
  const meanSquare = boxBlur({ width, height, data: lab.L.map((v) => v * v) }, window).data;
  let flat = 0;
  let area = 0;
  for (let i = 0; i < spots.length; i++) {
    if (inner.data[i] === 0) continue;
    area++;
    const variance = (meanSquare[i] ?? 0) - (mean[i] ?? 0) ** 2;
    if (variance < FLAT_TEXTURE ** 2) flat++;
  }
  const structurelessShare = area > 0 ? flat / area : 0;
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
