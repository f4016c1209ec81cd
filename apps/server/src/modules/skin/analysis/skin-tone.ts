// Skin tone by the Individual Typology Angle, ITA° = atan((L* − 50) / b*) · 180/π (Chardon et al. 1991,
// Int J Cosmet Sci 13), with the six categories of Del Bino et al. 2006 (Br J Dermatol 155; Del Bino &
// Bernerd 2013). It is measured on the skin around the lesion and compared with the Fitzpatrick type
// (Fitzpatrick 1988) the person chose, by the approximate correspondence I–VI ↔ very light … dark.
import {
  type FitzpatrickType,
  ITA_CATEGORIES,
  type ItaCategory,
} from '@careledger/shared/skin-analysis/constants';
import type { LabImage } from './color';
import { dilateMask } from './morphology';
import type { Mask } from './types';

// Del Bino's ITA° categories, lightest first (ITA_CATEGORIES, ItaCategory), and the Fitzpatrick phototypes
// (FitzpatrickType) are the shared contract's (@careledger/shared).
export type { FitzpatrickType, ItaCategory } from '@careledger/shared/skin-analysis/constants';
/** How the measured tone compares with the chosen type. */
export type FitzpatrickComparison = 'agree' | 'lighter' | 'darker';

/** Exclusive lower bounds: > 55°, 41 < ITA ≤ 55, 28 < … ≤ 41, 10 < … ≤ 28, −30 < … ≤ 10, ≤ −30 (Del Bino 2006). */
const ITA_LOWER_BOUNDS = [55, 41, 28, 10, -30] as const;
/**
 * Approximate type → category, one to one in order (I very light … VI dark). Studies find ITA° and
 * self-reported type correlate but overlap by about a category, so "lighter"/"darker" is advice, not error.
 */
const FITZPATRICK_CATEGORY: Record<FitzpatrickType, ItaCategory> = {
  I: 'very_light',
  II: 'light',
  III: 'intermediate',
  IV: 'tan',
  V: 'brown',
  VI: 'dark',
};
/** Skin is sampled outside the lesion grown by 20 % of its radius, clear of a halo or the blurred rim. */
export const SKIN_MARGIN_SHARE = 0.2;

/** ITA° in degrees from L* and b* (atan2, so b* ≤ 0 still gives an angle). */
export function individualTypologyAngle(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

/** Del Bino's category for an ITA°. */
export function itaCategory(ita: number): ItaCategory {
  const index = ITA_LOWER_BOUNDS.findIndex((bound) => ita > bound);
  return ITA_CATEGORIES[index === -1 ? ITA_CATEGORIES.length - 1 : index] ?? 'dark';
}

/** Compares a measured category with the chosen Fitzpatrick type. */
export function compareFitzpatrick(category: ItaCategory, type: FitzpatrickType): FitzpatrickComparison {
  const measured = ITA_CATEGORIES.indexOf(category);
  const expected = ITA_CATEGORIES.indexOf(FITZPATRICK_CATEGORY[type]);
  if (measured === expected) return 'agree';
  return measured < expected ? 'lighter' : 'darker';
}

/**
 * Median of the values where `skip` is 0 (all of them without a `skip`), by a histogram of 0.01-unit bins
 * over [−200, 200] (O(n)).
 */
function maskedMedian(values: Float32Array, skip: Uint8Array | null): number {
  const bins = new Uint32Array(40_001);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (skip !== null && skip[i] !== 0) continue;
    const bin = Math.round(Math.min(200, Math.max(-200, values[i] ?? 0)) * 100) + 20_000;
    bins[bin] = (bins[bin] ?? 0) + 1;
    count++;
  }
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    seen += bins[bin] ?? 0;
    if (seen * 2 >= count && count > 0) return (bin - 20_000) / 100;
  }
  return 0;
}

/** Skin tone of the photo. */
export interface SkinTone {
  ita: number;
  category: ItaCategory;
  fitzpatrickComparison: FitzpatrickComparison;
}

/**
 * ITA° of the skin: from the medians of L* and b* over pixels outside the dilated lesion mask (medians resist
 * hairs, freckles and glare; the angle of medians is steadier than a median of per-pixel angles near b* = 0).
 */
export function measureSkinTone(
  lab: LabImage,
  lesion: Mask | null,
  lesionRadius: number,
  type: FitzpatrickType,
): SkinTone {
  const grown = lesion ? dilateMask(lesion, Math.max(1, Math.round(SKIN_MARGIN_SHARE * lesionRadius))) : null;
  const skip = grown?.data ?? null;
  const ita =
    Math.round(individualTypologyAngle(maskedMedian(lab.L, skip), maskedMedian(lab.b, skip)) * 10) / 10;
  const category = itaCategory(ita);
  return { ita, category, fitzpatrickComparison: compareFitzpatrick(category, type) };
}
