// Colour science for the photo: sRGB (IEC 61966-2-1) → linear RGB → CIE XYZ (D65, 2° observer) → CIELAB
// (CIE 1976). CIELAB is close to perceptually uniform, so distances and ranges in it mean the same thing for
// light and dark skin, and L* and b* are what the ITA° skin-tone angle is defined on (Chardon 1991).
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
