// Lesion segmentation, in two stages.
//
// 1. Detection: pick the CIELAB channel that best separates lesion from skin, blur slightly, split it with
//    Otsu's threshold (Otsu 1979), clean the mask morphologically, fill holes and keep the largest component
//    nearest the image centre. A photo with no clear lesion is rejected here with a reason, not guessed at.
//
// 2. Extension to the skin's colour. Otsu's cut maximises the between-class variance, so it falls between the
//    two largest populations of the histogram, not between skin and "not skin". In a lesion of several colours
//    those are the darkest parts and the skin, and a part whose colour lies between them lands on the skin's
//    side: dark brown on brown skin or light brown on intermediate skin (≈ 13 ΔE*ab from the skin, where black
//    is 40+), light brown in a mostly dark lesion on light skin (the cut falls below its L*). White is lighter
//    than any skin, so no one channel puts every lesion colour on one side of the skin. Otsu's class is
//    therefore kept as the lesion's certain core, and the rest of the lesion is found by its colour difference
//    from the skin, all three channels at once (relative colour, as in Stanley, Stoecker & Moss 2007):
//     - the skin's colour is the per-channel median of the blurred L*, a*, b* over Otsu's skin class (skin
//       plus any lesion parts the cut left out, which the median ignores while skin is most of the class);
//     - a pixel is unlike skin when its blurred colour lies more than the skin distance (CIE76 ΔE*ab) from
//       it: MIN_CLASS_CONTRAST, the contrast a region needs to be found as a lesion at all, raised to
//       SKIN_NOISE_FACTOR times the skin's median ΔE*ab from its own colour where the skin is more textured
//       than that (noise of σ per channel gives a Maxwell-distributed ΔE*ab, median ≈ 1.54σ; three medians
//       ≈ 4.6σ clears nearly every skin pixel);
//     - of the unlike-skin pixels outside the core, only regions at least 2·extensionRadius + 1 px thick are
//       added (a binary opening, Serra 1982). Around the core's own edge the blur leaves a band where ΔE*ab
//       falls from half the core's contrast to the skin distance; it is thinner than that and goes, so a
//       one-colour lesion keeps exactly its Otsu outline, while a region of another colour is added with its
//       own outline (where its ΔE*ab crosses the skin distance). Regions reaching the photo's edge are shading
//       or background and are dropped;
//     - the core and the added regions are joined, with bridges across gaps thinner than that between them
//       (a closing by the same radius, kept to pixels near both): where the two colours lie on either side of
//       the skin's, as dark and light brown on brown skin, their blurred transition passes through the skin's
//       colour, a crack as thin as the band the opening removes. Holes are filled and the component holding
//       the core kept.
//    Costs: one pass over the photo and a binary opening; the joining runs only when something is added.
//    Limits: a rim of another colour thinner than the opening, around the core, is left out (its colour
//    still counts where it is wider); skin shading that touches the lesion but not the photo's edge and
//    differs from the skin by more than the skin distance would be taken in.
//    Whether a lesion is found, and why not, is decided in stage 1 alone, so a blank photo, hairs alone or a
//    patch within a few ΔE*ab of the skin are rejected exactly as before.
import type { LesionNotFoundReason } from '@careledger/shared/skin-analysis/constants';
import { type Lab, type LabImage, medianLab, medianOf, SKIN_SAMPLE_STEP, sampleLab } from './color';
import { findComponents, floodFill, PixelStack } from './components';
import { maskBounds } from './geometry';
import {
  boxBlur,
  closeMask,
  dilateMask,
  type Extreme,
  erodeMask,
  floodFromEdges,
  greyFilter,
} from './morphology';
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
/**
 * The skin-distance threshold is at least this many times the skin's median ΔE*ab from its own colour (see the
 * header): for noise of σ per channel that median is ≈ 1.54σ, so the threshold clears ≈ 4.6σ.
 */
export const SKIN_NOISE_FACTOR = 3;

/** The CIELAB channels tried as the lesion-contrast channel. */
export type LesionChannel = 'L' | 'a' | 'b';

/** Why no lesion was found: the shared contract's LesionNotFoundReason, which the API's 422 names. */
export type SegmentFailure = LesionNotFoundReason;

/** A found lesion, with the numbers confidence and the border score reuse. */
export interface Segmentation {
  found: true;
  /** The lesion: stage 1's core joined with what stage 2 added (extendedPx pixels). */
  mask: Mask;
  /** The blurred lesion-contrast channel the threshold was applied to. */
  values: Float32Array;
  /**
   * `values` after the grey opening and closing (cleanLesionChannel): thresholded, stage 1's cleaned mask (the
   * core), which is `mask` itself when extendedPx is 0.
   */
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
  /** The skin's colour: per-channel medians of the blurred L*, a*, b* over Otsu's skin class. */
  skin: Lab;
  /** ΔE*ab from `skin` from which a pixel is unlike skin (the extension's threshold). */
  skinDistance: number;
  /** Pixels the extension to the skin's colour added to Otsu's mask (0 for a lesion of one colour). */
  extendedPx: number;
  /** Each pixel's ΔE*ab from `skin` (skinDistances), for the confidence's re-segmentation. */
  distances: Float32Array;
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
 * Opening radius for the regions the extension adds: twice the morphology radius r (6 px at 768 px), so any
 * region thinner than 4r + 1 px goes. That is the blurred ramp left around the core's own edge: there ΔE*ab
 * falls from about half the core's contrast (its Otsu edge) to the skin distance, a band under half the edge's
 * blur width, so edges blurred over up to 2(4r + 1) px (26 px at 768 px) leave nothing and a one-colour lesion
 * keeps exactly its Otsu outline. It is also where a hair meets the lesion's edge, whose wedge the mask's own
 * opening by r can leave. The price: a rim of another colour thinner than 4r + 1 px around the core is left
 * out (its colour still counts where it is wider). Regions of another colour are far larger than that.
 */
export function extensionRadius(width: number, height: number): number {
  return 2 * morphologyRadius(width, height);
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

/** The blurred L*, a*, b* planes. */
export interface BlurredLab {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/** The skin's colour and the ΔE*ab from it that makes a pixel unlike skin (see the header, stage 2). */
export interface SkinReference {
  skin: Lab;
  /** max(MIN_CLASS_CONTRAST, SKIN_NOISE_FACTOR × the skin's median ΔE*ab from `skin`). */
  threshold: number;
}

/**
 * The skin's colour, as the per-channel medians of the blurred L*, a*, b* over Otsu's skin class (pixels of
 * `values` on the skin's side of `threshold`), and the skin distance: at least MIN_CLASS_CONTRAST, raised to
 * SKIN_NOISE_FACTOR times the class's median ΔE*ab from that colour on textured skin. Sampled on a grid of
 * every SKIN_SAMPLE_STEP-th pixel and row (see there).
 */
export function skinReference(
  blurred: BlurredLab,
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
  lesionAbove: boolean,
): SkinReference {
  const samples = sampleLab(blurred, width, height, SKIN_SAMPLE_STEP, (i) => {
    const v = values[i] ?? 0;
    return lesionAbove ? v <= threshold : v > threshold;
  });
  const skin = medianLab(samples);
  // The ΔE of each sample, written over the L* samples (each read before it is overwritten).
  const distances = samples.L;
  for (let k = 0; k < samples.count; k++) {
    const dL = (samples.L[k] ?? 0) - skin.L;
    const da = (samples.a[k] ?? 0) - skin.a;
    const db = (samples.b[k] ?? 0) - skin.b;
    distances[k] = Math.sqrt(dL * dL + da * da + db * db);
  }
  return {
    skin,
    threshold: Math.max(MIN_CLASS_CONTRAST, SKIN_NOISE_FACTOR * medianOf(distances, samples.count)),
  };
}

/** The ΔE*ab of each pixel's blurred colour from the skin's. */
export function skinDistances(blurred: BlurredLab, skin: Lab): Float32Array {
  const { L, a, b } = blurred;
  const distances = new Float32Array(L.length);
  for (let i = 0; i < distances.length; i++) {
    const dL = (L[i] ?? 0) - skin.L;
    const da = (a[i] ?? 0) - skin.a;
    const db = (b[i] ?? 0) - skin.b;
    distances[i] = Math.sqrt(dL * dL + da * da + db * db);
  }
  return distances;
}

/** The pixels more than `threshold` ΔE*ab from the skin's colour (skinDistances), as a mask. */
export function unlikeSkin(distances: Float32Array, width: number, height: number, threshold: number): Mask {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) if ((distances[i] ?? 0) > threshold) data[i] = 1;
  return { width, height, data };
}

/**
 * Stage 2 (see the header): the core joined with the regions at least 2·radius + 1 px thick of `unlike`
 * pixels (unlikeSkin) outside the core that do not reach the photo's edge, and with the bridges between
 * them: pixels the closing by `radius` adds within `radius` of both the core and an added region. (Between two
 * lesion colours on either side of the skin's, dark brown and light brown on brown skin, the blurred
 * transition passes through the skin's colour: a crack as thin as the ramps the opening removes, and bridged
 * for the same reason.) Holes are filled and the component holding the core kept. The mask and its area; the
 * core itself, unchanged, when nothing is added. `unlike` is used up (the core is cleared from it).
 */
export function extendToSkin(core: Mask, unlike: Mask, radius: number): { mask: Mask; area: number } {
  const { width, height } = core;
  const inCore = core.data;
  const outside = unlike.data;
  let coreArea = 0;
  let seed = -1;
  for (let i = 0; i < outside.length; i++) {
    if (inCore[i] !== 1) continue;
    outside[i] = 0;
    coreArea++;
    if (seed === -1) seed = i;
  }
  // The opening, erosion then dilation, stopping early when the erosion leaves nothing (one-colour lesions).
  const eroded = erodeMask(unlike, radius);
  if (seed === -1 || eroded.data.indexOf(1) === -1) return { mask: core, area: coreArea };
  const opened = dilateMask(eroded, radius);
  // Regions reaching the photo's edge are dropped: flooded to 0 from every edge pixel they hold.
  const stack = new PixelStack();
  for (let x = 0; x < width; x++) {
    floodFill(opened, 1, 1, 0, x, stack);
    floodFill(opened, 1, 1, 0, (height - 1) * width + x, stack);
  }
  for (let y = 1; y < height - 1; y++) {
    floodFill(opened, 1, 1, 0, y * width, stack);
    floodFill(opened, 1, 1, 0, y * width + width - 1, stack);
  }
  const added = maskBounds(opened);
  const bounds = maskBounds(core);
  if (added === null || bounds === null) return { mask: core, area: coreArea };
  // The rest is worked on a crop: the bounds of core and added regions grown by a margin of background wider
  // than the closing reaches, which links all the background outside them as the whole photo would (a hole
  // there is one here) and leaves the closing as it would be on the whole photo.
  const margin = radius + 1;
  const x0 = Math.max(0, Math.min(added.x0, bounds.x0) - margin);
  const y0 = Math.max(0, Math.min(added.y0, bounds.y0) - margin);
  const cropWidth = Math.min(width - 1, Math.max(added.x1, bounds.x1) + margin) - x0 + 1;
  const cropHeight = Math.min(height - 1, Math.max(added.y1, bounds.y1) + margin) - y0 + 1;
  const crop = (plane: Uint8Array): Mask => {
    const data = new Uint8Array(cropWidth * cropHeight);
    for (let y = 0; y < cropHeight; y++) {
      const from = (y + y0) * width + x0;
      data.set(plane.subarray(from, from + cropWidth), y * cropWidth);
    }
    return { width: cropWidth, height: cropHeight, data };
  };
  const coreCrop = crop(inCore);
  const addedCrop = crop(opened.data);
  const work = { width: cropWidth, height: cropHeight, data: new Uint8Array(cropWidth * cropHeight) };
  for (let i = 0; i < work.data.length; i++)
    work.data[i] = coreCrop.data[i] === 1 || addedCrop.data[i] === 1 ? 1 : 0;
  const closed = closeMask(work, radius).data;
  const nearCore = dilateMask(coreCrop, radius).data;
  const nearAdded = dilateMask(addedCrop, radius).data;
  for (let i = 0; i < work.data.length; i++) {
    if (closed[i] === 1 && nearCore[i] === 1 && nearAdded[i] === 1) work.data[i] = 1;
  }
  // Background reached from the crop's edge is marked; set pixels and the holes among them make the lesion.
  floodFromEdges(work);
  const mask = new Uint8Array(width * height);
  let area = 0;
  const seedX = seed % width;
  const seedAt = ((seed - seedX) / width - y0) * cropWidth + seedX - x0;
  floodFill(work, 0, 1, IN_LESION, seedAt, stack, (y, from, to) => {
    const row = (y + y0) * width + x0;
    mask.fill(1, row + from, row + to + 1);
    area += to - from + 1;
  });
  return { mask: { width, height, data: mask }, area };
}

/**
 * Segments the lesion (see the header). Stage 1: the channel among L*, a*, b* with the largest Otsu
 * between-class variance σ²_B is used (L* for brown lesions, b* for blue-grey ones, a* for red ones); the
 * lesion is the class the image edge is mostly not in, since skin surrounds a well-framed lesion. Whether a
 * lesion is found, and why not, is decided on this core alone. Stage 2 extends the core to the parts of the
 * lesion whose colour Otsu's cut put on the skin's side.
 */
export function segmentLesion(lab: LabImage): SegmentResult {
  const { width, height } = lab;
  const blur = blurRadius(width, height);
  const pixels = width * height;
  const blurred = {
    L: boxBlur({ width, height, data: lab.L }, blur).data,
    a: boxBlur({ width, height, data: lab.a }, blur).data,
    b: boxBlur({ width, height, data: lab.b }, blur).data,
  };
  let best = null;
  for (const channel of ['L', 'a', 'b'] as const) {
    const values = blurred[channel];
    const otsu = otsuThreshold(values);
    if (best === null || otsu.betweenVariance > best.otsu.betweenVariance) best = { channel, values, otsu };
  }
  if (best === null) return { found: false, reason: 'low_contrast' };
  const { channel, values, otsu } = best;
  const contrast = otsu.meanAbove - otsu.meanBelow;
  if (contrast < MIN_CLASS_CONTRAST) return { found: false, reason: 'low_contrast' };
  const lesionAbove = edgeShareAbove(values, width, height, otsu.threshold) < 0.5;
  // Stage 2's skin reference and unlike-skin pixels first, so that a channel not chosen can hold the cleaned one.
  const reference = skinReference(blurred, values, width, height, otsu.threshold, lesionAbove);
  const distances = skinDistances(blurred, reference.skin);
  const unlike = unlikeSkin(distances, width, height, reference.threshold);
  const spare = channel === 'L' ? blurred.a : blurred.L;
  const cleaned = cleanLesionChannel(values, width, height, lesionAbove, spare);
  const picked = lesionAtThreshold(cleaned, width, height, otsu.threshold, lesionAbove);
  if (picked === null || picked.area < MIN_LESION_SHARE * pixels)
    return { found: false, reason: 'too_small' };
  if (picked.area > MAX_LESION_SHARE * pixels) return { found: false, reason: 'covers_image' };
  const edgeTotal = 2 * (width + height) - 4;
  if (picked.edgePixels > MAX_EDGE_SHARE * edgeTotal) return { found: false, reason: 'touches_border' };
  const extended = extendToSkin(picked.mask, unlike, extensionRadius(width, height));
  if (extended.area > MAX_LESION_SHARE * pixels) return { found: false, reason: 'covers_image' };
  return {
    found: true,
    mask: extended.mask,
    values,
    cleaned,
    channel,
    threshold: otsu.threshold,
    lesionAbove,
    separability: otsu.separability,
    contrast,
    lesionMean: lesionAbove ? otsu.meanAbove : otsu.meanBelow,
    skinMean: lesionAbove ? otsu.meanBelow : otsu.meanAbove,
    areaPx: extended.area,
    skin: reference.skin,
    skinDistance: reference.threshold,
    extendedPx: extended.area - picked.area,
    distances,
  };
}
