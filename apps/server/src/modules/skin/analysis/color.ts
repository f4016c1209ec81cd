// Colour science for the photo: sRGB (IEC 61966-2-1) → linear RGB → CIE XYZ (D65, 2° observer) → CIELAB
// (CIE 1976). CIELAB is close to perceptually uniform, so distances and ranges in it mean the same thing for
// light and dark skin, and L* and b* are what the ITA° skin-tone angle is defined on (Chardon 1991).
// The skin's own colour, which segmentation and the colour score measure lesion colours against, is taken as
// per-channel medians of pixels sampled on a grid (sampleLab, medianLab): medians ignore hairs, glare and
// lesion pixels while skin is most of the sample.
import type { Plane, RgbImage } from './types';

/** A CIELAB colour: L* 0–100, a* green (−) to red (+), b* blue (−) to yellow (+). */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** The three CIELAB planes of a photo. */
export interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/** D65 reference white in XYZ, Y normalised to 1. */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 } as const;
const EPSILON = (6 / 29) ** 3;
/** The slope divisor of f(t)'s linear part below EPSILON, 3 · (6/29)². */
const LINEAR_PART = 3 * (6 / 29) ** 2;

/** sRGB companding undone: an 8-bit value to linear light 0–1 (the IEC 61966-2-1 piecewise curve). */
export function srgbToLinear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const LINEAR = Float64Array.from({ length: 256 }, (_, v) => srgbToLinear(v));

/** Linear sRGB to CIE XYZ with the D65 matrix of IEC 61966-2-1. */
export function linearToXyz(r: number, g: number, b: number): [number, number, number] {
  return [
    0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
    0.2126729 * r + 0.7151522 * g + 0.072175 * b,
    0.0193339 * r + 0.119192 * g + 0.9503041 * b,
  ];
}

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : t / LINEAR_PART + 4 / 29;
}

/** CIE XYZ (D65) to CIELAB. */
export function xyzToLab(x: number, y: number, z: number): Lab {
  const fx = labF(x / WHITE.x);
  const fy = labF(y / WHITE.y);
  const fz = labF(z / WHITE.z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** An 8-bit sRGB colour to CIELAB (D65). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const [x, y, z] = linearToXyz(LINEAR[r & 255] ?? 0, LINEAR[g & 255] ?? 0, LINEAR[b & 255] ?? 0);
  return xyzToLab(x, y, z);
}

/** Slots in imageToLab's table of colours already converted (2^15: a photo of skin repeats its colours). */
const COLOUR_SLOTS = 1 << 15;

/**
 * Converts a whole photo to its L*, a*, b* planes: rgbToLab for every pixel, written out with the same
 * arithmetic in the same order (so the same numbers) without a temporary object per pixel. Each conversion is
 * kept in a small table indexed by a hash of the 24-bit colour (the last one wins a slot), so a colour seen
 * again costs a look-up rather than three cube roots.
 */
export function imageToLab(image: RgbImage): LabImage {
  const count = image.width * image.height;
  const { data } = image;
  const L = new Float32Array(count);
  const a = new Float32Array(count);
  const b = new Float32Array(count);
  const keys = new Int32Array(COLOUR_SLOTS).fill(-1);
  const known = new Float32Array(3 * COLOUR_SLOTS);
  for (let i = 0; i < count; i++) {
    const red = data[3 * i] ?? 0;
    const green = data[3 * i + 1] ?? 0;
    const blue = data[3 * i + 2] ?? 0;
    const colour = (red << 16) | (green << 8) | blue;
    // Fibonacci hashing: the top 15 bits of the colour times 2^32 / φ.
    const slot = Math.imul(colour, 0x9e3779b1) >>> 17;
    if (keys[slot] !== colour) {
      const r = LINEAR[red] ?? 0;
      const g = LINEAR[green] ?? 0;
      const bl = LINEAR[blue] ?? 0;
      const fx = labF((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / WHITE.x);
      const fy = labF((0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / WHITE.y);
      const fz = labF((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / WHITE.z);
      keys[slot] = colour;
      known[3 * slot] = 116 * fy - 16;
      known[3 * slot + 1] = 500 * (fx - fy);
      known[3 * slot + 2] = 200 * (fy - fz);
    }
    L[i] = known[3 * slot] ?? 0;
    a[i] = known[3 * slot + 1] ?? 0;
    b[i] = known[3 * slot + 2] ?? 0;
  }
  return { width: image.width, height: image.height, L, a, b };
}

/** One CIELAB plane of a photo as a Plane. */
export function labPlane(lab: LabImage, channel: 'L' | 'a' | 'b'): Plane {
  return { width: lab.width, height: lab.height, data: lab[channel] };
}

/** Chroma C*ab = √(a*² + b*²), from the two numbers. */
export function chromaOf(a: number, b: number): number {
  return Math.hypot(a, b);
}

/** Hue angle h_ab in degrees, 0–360, from the two numbers (see hueDegrees). */
export function hueOf(a: number, b: number): number {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** Chroma C*ab = √(a*² + b*²). */
export function chroma(lab: Lab): number {
  return chromaOf(lab.a, lab.b);
}

/** Hue angle h_ab in degrees, 0–360 (0 red-magenta, 90 yellow, 180 green, 270 blue). */
export function hueDegrees(lab: Lab): number {
  return hueOf(lab.a, lab.b);
}

/** CIE76 colour difference ΔE*ab, the Euclidean distance in CIELAB. */
export function deltaE76(p: Lab, q: Lab): number {
  return Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);
}

/** Histogram bins of medianOf: 0.05 CIELAB units over [−150, 300), wider than any L*, a*, b* or ΔE*ab. */
const MEDIAN_LOW = -150;
const MEDIAN_BIN = 0.05;
const MEDIAN_BINS = 9000;

/**
 * Median of the first `count` values (all of them by default), to the middle of a 0.05-unit bin, by a
 * histogram (O(n)); 0 when there are none. For CIELAB coordinates and differences: values outside
 * [−150, 300) count in the end bins.
 */
export function medianOf(values: ArrayLike<number>, count = values.length): number {
  const bins = new Uint32Array(MEDIAN_BINS);
  for (let i = 0; i < count; i++) {
    const bin = Math.floor(((values[i] ?? 0) - MEDIAN_LOW) / MEDIAN_BIN);
    const k = bin < 0 ? 0 : bin >= MEDIAN_BINS ? MEDIAN_BINS - 1 : bin;
    bins[k] = (bins[k] ?? 0) + 1;
  }
  let seen = 0;
  for (let k = 0; k < MEDIAN_BINS; k++) {
    seen += bins[k] ?? 0;
    if (2 * seen >= count && count > 0) return MEDIAN_LOW + (k + 0.5) * MEDIAN_BIN;
  }
  return 0;
}

/**
 * Skin statistics are taken on every SKIN_SAMPLE_STEP-th pixel of every SKIN_SAMPLE_STEP-th row: 1 pixel in
 * 16, ~49,000 of a 1,024 × 768 photo (~6,400 of a 320 px test image), where the median's standard error is a
 * few hundredths of a CIELAB unit for the noise of a photo's skin, far below anything it is compared with.
 */
export const SKIN_SAMPLE_STEP = 4;

/** CIELAB colours sampled from a photo: the first `count` entries of each plane. */
export interface LabSamples {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
  count: number;
}

/** The L*, a*, b* of the pixels where `keep(i)` holds, on a grid of every `step`-th pixel of every `step`-th row. */
export function sampleLab(
  planes: { L: Float32Array; a: Float32Array; b: Float32Array },
  width: number,
  height: number,
  step: number,
  keep: (i: number) => boolean,
): LabSamples {
  const capacity = Math.ceil(width / step) * Math.ceil(height / step);
  const L = new Float32Array(capacity);
  const a = new Float32Array(capacity);
  const b = new Float32Array(capacity);
  let count = 0;
  for (let y = 0; y < height; y += step) {
    for (let i = y * width; i < (y + 1) * width; i += step) {
      if (!keep(i)) continue;
      L[count] = planes.L[i] ?? 0;
      a[count] = planes.a[i] ?? 0;
      b[count] = planes.b[i] ?? 0;
      count++;
    }
  }
  return { L, a, b, count };
}

/** Per-channel medians of samples (medianOf): robust to a minority of other colours, such as hairs or glare. */
export function medianLab(samples: LabSamples): Lab {
  return {
    L: medianOf(samples.L, samples.count),
    a: medianOf(samples.a, samples.count),
    b: medianOf(samples.b, samples.count),
  };
}
