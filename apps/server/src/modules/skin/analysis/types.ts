// The shapes the skin-analysis core works on: a decoded photo, a binary mask and a float plane.

/** A decoded photo: RGB, 3 bytes per pixel, row-major, no alpha (sharp decodes and orients it first). */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A binary mask over an image, row-major: 1 inside the lesion, 0 outside. */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One float channel over an image, row-major (for example CIELAB L*). */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

/** Counts the pixels set in a mask. */
export function maskArea(mask: Mask): number {
  let area = 0;
  for (const value of mask.data) area += value;
  return area;
}
