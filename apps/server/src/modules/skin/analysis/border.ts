// B of the ABCD rule (Stolz et al. 1994): the lesion is divided into eight 45° sectors around its centre and
// each sector with an abrupt cut-off of pigment at the periphery scores 1 (0–8). A phone photo does not show
// the pigment pattern as a dermatoscope does, so a sector also scores when its outline is irregular, the
// clinical reading of "border" in the ABCDE rule (Friedman 1985). Both criteria are measured per sector, and
// both are relative to the lesion's own size (its equivalent radius R), so the same lesion photographed closer
// or farther scores the same:
//
//  - irregular: notches and teeth finer than a sector. The boundary radius r(φ) (farthest mask pixel per ~2 px
//    of arc) first loses protrusions narrower than HAIR_WIDTHS times the width segmentation's opening removes
//    (a flat 1-D opening; 10 px at 400 px, 14 at 768, 18 at 1024): where two hairs cross at the edge, or one
//    meets it at a shallow angle, the mask keeps a fused spike of about that width, while a real tooth 10 % of
//    R deep on 12–20 teeth round a lesion is 0.3–0.5 R wide at its base and loses little. The outline is then
//    compared with a smooth one: a local quadratic fit (Savitzky–Golay) over ±SMOOTHING_DEGREES of 1/r², not
//    of r. For an ellipse about its centre 1/r² is exactly a constant plus a second harmonic, which a local
//    quadratic follows, so an oval lesion (axis ratio up to ~4) stays near zero however elongated, where the
//    former moving average of r flattened an oval's tips into "irregularity" (0.07 of R for a 3:1 ellipse).
//    The window, about one sector wide, passes teeth and notches with a period up to ~30° (12 or more round
//    the lesion) at their full depth, while lobes of 90° and more (four or fewer) leave under a fifth of theirs:
//    they are shape, which A measures. The statistic is the RMS of r − smooth over the sector, over R: an area-based measure of the
//    structure irregularities (indentations and protrusions) in the sense of Lee, McLean & Atkins 2003, not of
//    texture irregularity. The ratio of the sector's boundary length to its smoothed length was measured too
//    and rejected: like compactness it is dominated by the outline's pixel staircase (texture), which grows as
//    the lesion gets smaller in pixels. Triangular teeth of depth d give an RMS of d / √12 ≈ 0.29 d, so
//    IRREGULARITY_THRESHOLD = 0.011 is teeth about 4 % of R deep. It comes from the labelled synthetic set
//    (bench/src/skin-labelled-set.ts) plus extra discs, ellipses to 3:1 and jagged outlines at 400–1024 px and
//    80 discs crossed by 4–5 random hairs: of 880 sectors of smooth shapes the 99.5th percentile is 0.007 (the
//    largest two, 0.012 and 0.016, hairs crossing each other at the edge of a 400 px photo), of 112 sectors of
//    stars and jagged outlines the 5th percentile is 0.017 (median 0.03); the threshold is their geometric
//    mean. A sector must also deviate by more than IRREGULARITY_FLOOR_PX, below what an outline traced on
//    whole pixels resolves (discs of radius 20–40 px measured about 0.1 px); it binds under R ≈ 45 px.
//  - abrupt: how the pigment stops, judged locally. Along the outline's normal at each boundary point (one per
//    ~2 px of arc), the lesion-contrast channel is sampled from LOCAL_REACH bands inside to LOCAL_REACH bands
//    outside; the local step is the difference between those two ends (the lesion just inside this sector's
//    edge against the skin just outside it, so a light-brown rim on a dark core counts its own contrast), and
//    the edge is abrupt when the steepest window of ±1 band already crosses ABRUPTNESS_THRESHOLD of that step.
//    The band is EDGE_BAND of R (at least the segmentation blur plus a pixel), because dermoscopy judges abrupt
//    against gradual relative to the lesion: for a linear ramp of width W the share crossed is 2·band / W, so
//    0.8 of the step within ±4 % of R means a ramp no wider than R / 10 (0.3 mm on a 6 mm lesion); a wide ramp
//    scores about 1 / LOCAL_REACH ≈ 0.33 whatever the lesion's darkness. The sector's value is the median over
//    its boundary points, so a hair crossing a few of them does not decide it. Steps under MIN_LOCAL_CONTRAST
//    (half the contrast a lesion needs to be found at all) are too faint to judge and do not count as abrupt.
import { type MaskGeometry, maskBounds } from './geometry';
import { blurRadius, MIN_CLASS_CONTRAST, morphologyRadius } from './segment';
import type { Mask } from './types';

/** Sectors of 45°, as in Stolz's rule. */
export const BORDER_SECTORS = 8;
/** Half-width in degrees of the local quadratic fit to 1/r² that is the smooth outline. */
export const SMOOTHING_DEGREES = 25;
/** RMS of r − smooth outline over a sector, as a share of the equivalent radius, that makes it irregular. */
export const IRREGULARITY_THRESHOLD = 0.011;
/** The RMS must also exceed half a pixel, the outline's resolution. */
export const IRREGULARITY_FLOOR_PX = 0.5;
/** Protrusions narrower than this many hair-removal widths (2·morphology radius + 1 px) are taken for hairs. */
export const HAIR_WIDTHS = 2;
/** Half-width of the band across the edge, as a share of the equivalent radius. */
export const EDGE_BAND = 0.04;
/** The local lesion–skin step is measured this many bands either side of the boundary. */
export const LOCAL_REACH = 3;
/** Share of the local step crossed within ±1 band that makes a boundary point's edge abrupt. */
export const ABRUPTNESS_THRESHOLD = 0.8;
/** Local steps under this (CIELAB units on the contrast channel) are too faint to judge. */
export const MIN_LOCAL_CONTRAST = MIN_CLASS_CONTRAST / 2;

/** What each sector scored, and why. */
export interface BorderSector {
  /** RMS deviation of the outline from its smooth version over the sector, over the equivalent radius. */
  irregularity: number;
  /** Median share of the local lesion–skin step crossed within ±1 band of the edge (0–1). */
  sharpness: number;
  irregular: boolean;
  abrupt: boolean;
}

/** B 0–8 with the eight sectors, counter-clockwise from +x in image coordinates. */
export interface BorderResult {
  score: number;
  sectors: BorderSector[];
}

/** The blurred lesion-contrast channel from segmentation, to judge how abruptly pigment stops. */
export interface EdgeContrast {
  values: Float32Array;
}

/**
 * Outer boundary radius per angle bin (the farthest mask pixel), empty bins interpolated. Only pixels with an
 * unset 8-neighbour (or on the photo's edge) are visited, a few times faster than every pixel of the lesion:
 * the farthest pixel of a bin is one of them unless the bin is narrower than a pixel there (the profiles were
 * identical on every case of the labelled set).
 */
export function radialProfile(mask: Mask, geometry: MaskGeometry, bins: number): Float64Array {
  const profile = new Float64Array(bins).fill(-1);
  const { width: w, height: h, data } = mask;
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      const i = y * w + x;
      if (data[i] === 0) continue;
      const inner =
        x > 0 &&
        y > 0 &&
        x < w - 1 &&
        y < h - 1 &&
        data[i - w - 1] !== 0 &&
        data[i - w] !== 0 &&
        data[i - w + 1] !== 0 &&
        data[i - 1] !== 0 &&
        data[i + 1] !== 0 &&
        data[i + w - 1] !== 0 &&
        data[i + w] !== 0 &&
        data[i + w + 1] !== 0;
      if (inner) continue;
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

/**
 * The smooth outline: a quadratic Savitzky–Golay fit over ±`half` bins to u = 1/r² (exactly a constant plus a
 * second harmonic for an ellipse about its centre), turned back into a radius.
 */
export function smoothOutline(profile: Float64Array, half: number): Float64Array {
  const n = profile.length;
  const m = Math.max(2, Math.min(half, Math.floor((n - 1) / 2)));
  const u = Float64Array.from(profile, (r) => 1 / Math.max(r, 0.5) ** 2);
  const norm = ((2 * m + 3) * (2 * m + 1) * (2 * m - 1)) / 3;
  const weights = Array.from(
    { length: 2 * m + 1 },
    (_, i) => (3 * m * m + 3 * m - 1 - 5 * (i - m) ** 2) / norm,
  );
  const smooth = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let sum = 0;
    for (let j = -m; j <= m; j++) sum += (weights[j + m] ?? 0) * (u[(((k + j) % n) + n) % n] ?? 0);
    smooth[k] = 1 / Math.sqrt(Math.max(sum, 1e-12));
  }
  return smooth;
}

/** Grey opening of a circular profile by a flat window of 2·half + 1 bins: protrusions narrower go. */
export function openProfile(profile: Float64Array, half: number): Float64Array {
  const n = profile.length;
  if (half < 1) return profile;
  const eroded = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let low = Number.POSITIVE_INFINITY;
    for (let j = -half; j <= half; j++) low = Math.min(low, profile[(((k + j) % n) + n) % n] ?? 0);
    eroded[k] = low;
  }
  const opened = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let high = 0;
    for (let j = -half; j <= half; j++) high = Math.max(high, eroded[(((k + j) % n) + n) % n] ?? 0);
    opened[k] = high;
  }
  return opened;
}

/** Bilinear sample of a plane, clamped to the photo. */
function sample(values: Float32Array, w: number, h: number, x: number, y: number): number {
  const xc = Math.min(w - 1, Math.max(0, x));
  const yc = Math.min(h - 1, Math.max(0, y));
  const x0 = Math.max(0, Math.min(w - 2, Math.floor(xc)));
  const y0 = Math.max(0, Math.min(h - 2, Math.floor(yc)));
  const fx = xc - x0;
  const fy = yc - y0;
  const i = y0 * w + x0;
  const top = (values[i] ?? 0) * (1 - fx) + (values[i + 1] ?? 0) * fx;
  const bottom = (values[i + w] ?? 0) * (1 - fx) + (values[i + w + 1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Samples per band along the normal. */
const STEPS_PER_BAND = 4;

/** Scores B over eight 45° sectors by irregular outline or abrupt pigment cut-off. */
export function scoreBorder(mask: Mask, geometry: MaskGeometry, edge: EdgeContrast): BorderResult {
  const { width: w, height: h } = mask;
  const meanRadius = Math.max(geometry.equivalentRadius, 1);
  // About two pixels of arc per bin, a multiple of eight between 64 and 720 bins.
  const bins = Math.min(720, Math.max(64, Math.round((Math.PI * meanRadius) / 8) * 8));
  const perSector = bins / BORDER_SECTORS;
  const hairWidth = HAIR_WIDTHS * (2 * morphologyRadius(w, h) + 1);
  const arcPerBin = (2 * Math.PI * meanRadius) / bins;
  const profile = openProfile(radialProfile(mask, geometry, bins), Math.round(hairWidth / arcPerBin / 2));
  const smooth = smoothOutline(profile, Math.round((SMOOTHING_DEGREES / 360) * bins));
  const irregularLimit = Math.max(IRREGULARITY_THRESHOLD * meanRadius, IRREGULARITY_FLOOR_PX);
  // A perfectly sharp edge is spread over the segmentation blur's 2b + 1 pixels, and a pixel more by the photo.
  const band = Math.max(EDGE_BAND * meanRadius, blurRadius(w, h) + 1);
  const step = band / STEPS_PER_BAND;
  const reachSteps = LOCAL_REACH * STEPS_PER_BAND;
  const along = new Float64Array(2 * reachSteps + 1);
  const dPhi = (2 * Math.PI) / bins;
  const sectors: BorderSector[] = [];
  for (let s = 0; s < BORDER_SECTORS; s++) {
    let sum = 0;
    let squares = 0;
    const sharpness: number[] = [];
    for (let k = s * perSector; k < (s + 1) * perSector; k++) {
      const r = profile[k] ?? 0;
      const deviation = r - (smooth[k] ?? 0);
      sum += deviation;
      squares += deviation * deviation;
      // Outward normal of the smooth outline: r·û − r′·û⊥ for the curve r(φ)·û(φ).
      const angle = (k + 0.5) * dPhi;
      const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
      const rs = smooth[k] ?? 0;
      const slope = ((smooth[(k + 1) % bins] ?? 0) - (smooth[(k - 1 + bins) % bins] ?? 0)) / (2 * dPhi);
      let [nx, ny] = [rs * ux + slope * uy, rs * uy - slope * ux];
      const length = Math.hypot(nx, ny) || 1;
      [nx, ny] = [nx / length, ny / length];
      const bx = geometry.cx + r * ux;
      const by = geometry.cy + r * uy;
      for (let i = 0; i < along.length; i++) {
        const t = (i - reachSteps) * step;
        along[i] = sample(edge.values, w, h, bx + t * nx, by + t * ny);
      }
      const local = (along[along.length - 1] ?? 0) - (along[0] ?? 0);
      if (Math.abs(local) < MIN_LOCAL_CONTRAST) {
        sharpness.push(0);
        continue;
      }
      const sign = Math.sign(local);
      let steepest = 0;
      for (let i = STEPS_PER_BAND; i < along.length - STEPS_PER_BAND; i++) {
        const change = sign * ((along[i + STEPS_PER_BAND] ?? 0) - (along[i - STEPS_PER_BAND] ?? 0));
        if (change > steepest) steepest = change;
      }
      sharpness.push(Math.min(1, steepest / Math.abs(local)));
    }
    sharpness.sort((a, b) => a - b);
    const mean = sum / perSector;
    const rms = Math.sqrt(Math.max(0, squares / perSector - mean * mean));
    const median = sharpness[Math.floor(sharpness.length / 2)] ?? 0;
    sectors.push({
      irregularity: rms / meanRadius,
      sharpness: median,
      irregular: rms > irregularLimit,
      abrupt: median >= ABRUPTNESS_THRESHOLD,
    });
  }
  return { score: sectors.filter((s) => s.irregular || s.abrupt).length, sectors };
}
