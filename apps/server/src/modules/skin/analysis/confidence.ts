// How much to trust the measurement, 0–100, from two things a person can check on the overlay:
//  (a) separation: how distinct lesion and skin are. The mean of Otsu's η = σ²_B / σ²_T (Otsu 1979) and the
//      class contrast over 40 CIELAB units (a dark-brown naevus on light skin), each capped at 1;
//  (b) stability: the Jaccard overlap |M₋ ∩ M₊| / |M₋ ∪ M₊| of the masks the whole segmentation gives with its
//      two thresholds moved by 10 % together, looser and stricter: Otsu's by 10 % of the gap between the class
//      means (a share of the gap, not of the raw value, as Lab channels have arbitrary origins), and the
//      extension's skin distance by 10 % of itself. A crisp edge barely moves; a faint, blurred one shifts, and
//      so would the A, B and D scores.
// confidence = 100 · (0.5 · separation + 0.5 · stability), rounded.
import { extendToSkin, extensionRadius, lesionAtThreshold, type Segmentation, unlikeSkin } from './segment';
import type { Mask } from './types';

/** Threshold shift for the stability test, as a share of the gap between the class means. */
export const THRESHOLD_SHIFT = 0.1;
/** Contrast, in CIELAB units, at which the contrast part of separation is full. */
export const FULL_CONTRAST = 40;

/** Jaccard index of two masks of the same size (1 when both are empty). */
export function jaccard(a: Mask, b: Mask): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const p = a.data[i] === 1;
    const q = b.data[i] === 1;
    if (p && q) both++;
    if (p || q) either++;
  }
  return either === 0 ? 1 : both / either;
}

/** The confidence percent and its two parts. */
export interface ConfidenceResult {
  percent: number;
  separation: number;
  stability: number;
}

/** Confidence in a segmentation, 0–100. */
export function measureConfidence(
  segmentation: Segmentation,
  width: number,
  height: number,
): ConfidenceResult {
  const { cleaned, threshold, lesionAbove, contrast, distances, skinDistance } = segmentation;
  const separation =
    0.5 * Math.min(1, segmentation.separability) + 0.5 * Math.min(1, contrast / FULL_CONTRAST);
  const shift = THRESHOLD_SHIFT * contrast;
  // Segmentation's cleaned channel gives the opened and closed core at any threshold (cleanLesionChannel), so
  // each re-segmentation is a threshold, a hole fill, a labelling and the extension.
  const at = (moved: number, distance: number): Mask | null => {
    const core = lesionAtThreshold(cleaned, width, height, moved, lesionAbove);
    if (!core) return null;
    const unlike = unlikeSkin(distances, width, height, distance);
    return extendToSkin(core.mask, unlike, extensionRadius(width, height)).mask;
  };
  const looser = at(threshold + (lesionAbove ? -shift : shift), skinDistance * (1 - THRESHOLD_SHIFT));
  const stricter = at(threshold + (lesionAbove ? shift : -shift), skinDistance * (1 + THRESHOLD_SHIFT));
  const stability = looser && stricter ? jaccard(looser, stricter) : 0;
  const percent = Math.round(100 * (0.5 * separation + 0.5 * stability));
  return { percent: Math.max(0, Math.min(100, percent)), separation, stability };
}
