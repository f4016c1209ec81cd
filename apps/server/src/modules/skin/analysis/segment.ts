// Lesion segmentation: pick the CIELAB channel that best separates lesion from skin, blur slightly, split it
// with Otsu's threshold (Otsu 1979), clean the mask morphologically, fill holes and keep the largest
// component nearest the image centre. A photo with no clear lesion is rejected with a reason, not guessed at.
import type { LesionNotFoundReason } from '@careledger/shared';
import type { LabImage } from './color';
import { findComponents, floodFill, PixelStack } from './components';
import { boxBlur, type Extreme, floodFromEdges, greyFilter } from './morphology';
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

/** Why no lesion was found: the shared contract's LesionNotFoundReason, which the API's 422 names. */
export type SegmentFailure = LesionNotFoundReason;

/** A found lesion, with the numbers confidence and the border score reuse. */
export interface Segmentation {
  found: true;
  mask: Mask;
  /** The blurred lesion-contrast channel the threshold was applied to. */
  values: Float32Array;
  /** `values` after the grey opening and closing (cleanLesionChannel): thresholded, the cleaned mask. */
  cleaned: Float32Array;
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
 * The lesion-contrast channel with the mask's clean-up already applied: grey-level opening and closing by
 * the same square as the binary ones. Flat morphology commutes with thresholding (Serra 1982): eroding the
 * set {v > t} gives {min v > t} and eroding {v ≤ t} gives {max v ≤ t}. So thresholding this plane at any t
 * gives exactly the mask "threshold, open, close" would, and confidence's re-thresholds reuse it. For a
 * lesion above the threshold that is the grey opening then closing (min r, max r, max r, min r); for one
 * below (darker), minimum and maximum swap roles: the grey closing then opening (max r, min r, min r, max r).
 * The two middle steps are one of radius 2r, as two squares of side 2r + 1 in turn cover one of side 4r + 1.
 * Into a new plane, or `into` (of the image's size).
 */
export function cleanLesionChannel(
  values: Float32Array,
  width: number,
  height: number,
  lesionAbove: boolean,
  into?: Float32Array,
): Float32Array {
  const radius = morphologyRadius(width, height);
  const [outer, middle]: [Extreme, Extreme] = lesionAbove ? ['min', 'max'] : ['max', 'min'];
  return greyFilter(
    { width, height, data: values },
    [
      { op: outer, radius },
      { op: middle, radius: 2 * radius },
      { op: outer, radius },
    ],
    into,
  ).data;
}

/** Marks in lesionAtThreshold's working plane, after 0 (below) and 1 (lesion side) and floodFromEdges' 2. */
const IN_COMPONENT = 3;
const IN_LESION = 4;

/**
 * The lesion mask at one threshold of a cleaned channel (see cleanLesionChannel): threshold, fill holes and
 * keep the component with the best area / (1 + (d / (diagonal / 4))²), d its centroid's distance to the image
 * centre: the largest wins unless a smaller one sits much nearer the centre, where people put what they
 * photograph. All on one working plane of marks: background reached from the edge is marked, the rest (set
 * pixels and holes) is measured component by component, and the winner is filled once more into the mask.
 */
export function lesionAtThreshold(
  cleaned: Float32Array,
  width: number,
  height: number,
  threshold: number,
  lesionAbove: boolean,
): { mask: Mask; area: number; edgePixels: number } | null {
  const work = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < work.data.length; i++) {
    const v = cleaned[i] ?? 0;
    if (lesionAbove ? v > threshold : v <= threshold) work.data[i] = 1;
  }
  floodFromEdges(work);
  // Unreached background (0, the holes) and set pixels (1) make up the filled mask's components.
  const components = findComponents(work, 0, 1, () => IN_COMPONENT);
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
  const mask = new Uint8Array(width * height);
  floodFill(work, IN_COMPONENT, IN_COMPONENT, IN_LESION, best.start, new PixelStack(), (y, from, to) =>
    mask.fill(1, y * width + from, y * width + to + 1),
  );
  return { mask: { width, height, data: mask }, area: best.area, edgePixels: best.edgePixels };
}

/**
 * Thresholds a channel, opens and closes the mask, fills holes and keeps the best-placed component (see
 * lesionAtThreshold). Equal to lesionAtThreshold on cleanLesionChannel's plane, which is how it is computed.
 */
export function maskAtThreshold(
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
  lesionAbove: boolean,
): { mask: Mask; area: number; edgePixels: number } | null {
  const cleaned = cleanLesionChannel(values, width, height, lesionAbove);
  return lesionAtThreshold(cleaned, width, height, threshold, lesionAbove);
}

/** Share of the image's outermost pixels (each counted once) whose value is above the threshold. */
function edgeShareAbove(values: Float32Array, width: number, height: number, threshold: number): number {
  let above = 0;
  let total = 0;
  for (let y = 0; y < height; y++) {
    // Whole first and last rows; only the first and last pixel of the rows between.
    const step = y === 0 || y === height - 1 ? 1 : Math.max(1, width - 1);
    for (let x = 0; x < width; x += step) {
      total++;
      if ((values[y * width + x] ?? 0) > threshold) above++;
    }
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
  // Two planes serve the three blurred channels: the best so far and a spare for the next one tried.
  let spare: Float32Array = new Float32Array(width * height);
  let best = null;
  for (const channel of ['L', 'a', 'b'] as const) {
    const values = boxBlur({ width, height, data: lab[channel] }, blur, spare).data;
    const otsu = otsuThreshold(values);
    if (best === null || otsu.betweenVariance > best.otsu.betweenVariance) {
      spare = best?.values ?? new Float32Array(width * height);
      best = { channel, values, otsu };
    }
  }
  if (best === null) return { found: false, reason: 'low_contrast' };
  const { channel, values, otsu } = best;
  const contrast = otsu.meanAbove - otsu.meanBelow;
  if (contrast < MIN_CLASS_CONTRAST) return { found: false, reason: 'low_contrast' };
  const lesionAbove = edgeShareAbove(values, width, height, otsu.threshold) < 0.5;
  const cleaned = cleanLesionChannel(values, width, height, lesionAbove, spare);
  const picked = lesionAtThreshold(cleaned, width, height, otsu.threshold, lesionAbove);
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
    cleaned,
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
