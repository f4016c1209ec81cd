// Lesion segmentation: pick the CIELAB channel that best separates lesion from skin, blur slightly, split it
// with Otsu's threshold (Otsu 1979), clean the mask morphologically, fill holes and keep the largest
// component nearest the image centre. A photo with no clear lesion is rejected with a reason, not guessed at.
import type { LabImage } from './color';
import { componentMask, labelComponents } from './components';
import { boxBlur, closeMask, fillHoles, openMask } from './morphology';
import { otsuThreshold } from './otsu';
import type { Mask } from './types';

/** A lesion must cover at least 0.5 % of the photo: smaller specks are noise or the person framed it badly. */
export const MIN_LESION_SHARE = 0.005;
/** Above 90 % of the photo the "lesion" is the background, lighting or a close-up we cannot bound. */
export const MAX_LESION_SHARE = 0.9;
/**
 * A lesion holding over a quarter of the image's edge pixels (a whole side) runs off the photo, or is the
 * background: its diameter and symmetry cannot be measured.
 */
export const MAX_EDGE_SHARE = 0.25;
/**
 * Class means closer than 8 CIELAB units on the chosen channel are no lesion: about 3–4 just-noticeable
 * differences (ΔE ≈ 2.3, Sharma 2003), well above sensor noise after the blur, below any visible nevus.
 */
export const MIN_CLASS_CONTRAST = 8;

/** The CIELAB channels tried as the lesion-contrast channel. */
export type LesionChannel = 'L' | 'a' | 'b';

/** Why no lesion was found. */
export type SegmentFailure = 'low_contrast' | 'too_small' | 'covers_image' | 'touches_border';

/** A found lesion, with the numbers confidence and the border score reuse. */
export interface Segmentation {
  found: true;
  mask: Mask;
  /** The blurred lesion-contrast channel the threshold was applied to. */
  values: Float32Array;
  channel: LesionChannel;
  threshold: number;
  /** True when lesion pixels lie above the threshold on this channel (false for L*: lesions are darker). */
  lesionAbove: boolean;
  /** Otsu's η = σ²_B / σ²_T on the chosen channel. */
  separability: number;
  /** |μ_lesion − μ_skin| on the chosen channel, CIELAB units. */
  contrast: number;
  lesionMean: number;
  skinMean: number;
  areaPx: number;
}

/** Segmentation's answer: the lesion or the reason there is none. */
export type SegmentResult = Segmentation | { found: false; reason: SegmentFailure };

/**
 * Morphology radius: 1 px per 256 px of the short side (3 at 768 px), so opening removes hairs up to 2r + 1 px
 * wide (a hair is ~0.1 mm, 2–6 px in a ~1,024 px close-up) without cutting through a lesion's thin rim.
 */
export function morphologyRadius(width: number, height: number): number {
  return Math.max(1, Math.round(Math.min(width, height) / 256));
}

/** Blur radius before thresholding: half the morphology radius, at least 1 px. */
export function blurRadius(width: number, height: number): number {
  return Math.max(1, Math.round(morphologyRadius(width, height) / 2));
}

/**
 * Thresholds a channel, opens and closes the mask, fills holes and keeps the component with the best
 * area / (1 + (d / (diagonal / 4))²), d its centroid's distance to the image centre: the largest wins unless
 * a smaller one sits much nearer the centre, where people put what they photograph.
 */
export function maskAtThreshold(
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
  lesionAbove: boolean,
): { mask: Mask; area: number; edgePixels: number } | null {
  const raw = new Uint8Array(width * height);
  for (let i = 0; i < raw.length; i++) {
    const v = values[i] ?? 0;
    if (lesionAbove ? v > threshold : v <= threshold) raw[i] = 1;
  }
  const radius = morphologyRadius(width, height);
  const cleaned = fillHoles(closeMask(openMask({ width, height, data: raw }, radius), radius));
  const { labels, components } = labelComponents(cleaned);
  const quarterDiagonal = Math.hypot(width, height) / 4;
  let best = null;
  let bestScore = -1;
  for (const c of components) {
    const d = Math.hypot(c.cx - (width - 1) / 2, c.cy - (height - 1) / 2);
    const score = c.area / (1 + (d / quarterDiagonal) ** 2);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best === null) return null;
  return {
    mask: componentMask(labels, best.label, width, height),
    area: best.area,
    edgePixels: best.edgePixels,
  };
}

function edgeShareAbove(values: Float32Array, width: number, height: number, threshold: number): number {
  let above = 0;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const x = i % width;
    const y = (i - x) / width;
    if (x !== 0 && y !== 0 && x !== width - 1 && y !== height - 1) continue;
    total++;
    if ((values[i] ?? 0) > threshold) above++;
  }
  return above / total;
}

/**
 * Segments the lesion. The channel among L*, a*, b* with the largest Otsu between-class variance σ²_B is used
 * (L* for brown lesions, b* for blue-grey ones, a* for red ones); the lesion is the class the image edge is
 * mostly not in, since skin surrounds a well-framed lesion.
 */
export function segmentLesion(lab: LabImage): SegmentResult {
  const { width, height } = lab;
  const blur = blurRadius(width, height);
  let best = null;
  for (const channel of ['L', 'a', 'b'] as const) {
    const values = boxBlur({ width, height, data: lab[channel] }, blur).data;
    const otsu = otsuThreshold(values);
    if (best === null || otsu.betweenVariance > best.otsu.betweenVariance) best = { channel, values, otsu };
  }
  if (best === null) return { found: false, reason: 'low_contrast' };
  const { channel, values, otsu } = best;
  const contrast = otsu.meanAbove - otsu.meanBelow;
  if (contrast < MIN_CLASS_CONTRAST) return { found: false, reason: 'low_contrast' };
  const lesionAbove = edgeShareAbove(values, width, height, otsu.threshold) < 0.5;
  const picked = maskAtThreshold(values, width, height, otsu.threshold, lesionAbove);
  const pixels = width * height;
  if (picked === null || picked.area < MIN_LESION_SHARE * pixels)
    return { found: false, reason: 'too_small' };
  if (picked.area > MAX_LESION_SHARE * pixels) return { found: false, reason: 'covers_image' };
  const edgeTotal = 2 * (width + height) - 4;
  if (picked.edgePixels > MAX_EDGE_SHARE * edgeTotal) return { found: false, reason: 'touches_border' };
  return {
    found: true,
    mask: picked.mask,
    values,
    channel,
    threshold: otsu.threshold,
    lesionAbove,
    separability: otsu.separability,
    contrast,
    lesionMean: lesionAbove ? otsu.meanAbove : otsu.meanBelow,
    skinMean: lesionAbove ? otsu.meanBelow : otsu.meanAbove,
    areaPx: picked.area,
  };
}
