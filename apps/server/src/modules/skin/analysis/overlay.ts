// A picture of what was measured, for the person and the reviewer: each lesion pixel tinted by its colour
// class, the found border in bright green and the two principal axes used for A (major in cyan, minor in
// magenta), drawn over a copy of the photo. PNG encoding happens later, with sharp.
import { LESION_COLOURS, type LesionColour } from '@careledger/shared/skin-analysis/constants';
import { boundaryPixels, type MaskGeometry, maskBounds } from './geometry';
import type { Mask, RgbImage } from './types';

type Rgb = readonly [number, number, number];

/** Display colour of each class in the tint (saturated, so classes tell apart on any skin). */
export const TINT: Record<LesionColour, Rgb> = {
  white: [255, 255, 255],
  red: [230, 30, 30],
  lightBrown: [205, 140, 70],
  darkBrown: [110, 60, 20],
  blueGrey: [70, 110, 200],
  black: [0, 0, 0],
};
/** Share of the tint blended into each classified pixel: enough to read, leaving the photo visible. */
export const TINT_STRENGTH = 0.35;
/** The found border: pure green, absent from skin and from the six lesion colours. */
export const BORDER_COLOUR: Rgb = [0, 255, 0];
/** The major principal axis. */
export const MAJOR_AXIS_COLOUR: Rgb = [0, 255, 255];
/** The minor principal axis. */
export const MINOR_AXIS_COLOUR: Rgb = [255, 0, 255];

function setPixel(image: RgbImage, x: number, y: number, colour: Rgb): void {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= image.width || yi >= image.height) return;
  const i = 3 * (yi * image.width + xi);
  image.data[i] = colour[0];
  image.data[i + 1] = colour[1];
  image.data[i + 2] = colour[2];
}

function drawAxis(image: RgbImage, geometry: MaskGeometry, angle: number, halfLength: number, colour: Rgb) {
  const steps = Math.ceil(2 * halfLength);
  for (let s = 0; s <= steps; s++) {
    const t = -halfLength + (2 * halfLength * s) / Math.max(steps, 1);
    setPixel(image, geometry.cx + t * Math.cos(angle), geometry.cy + t * Math.sin(angle), colour);
  }
}

/**
 * Draws the overlay: classes tinted (from colours.ts' class map, −1 left untouched), border, and each
 * principal axis 2 standard deviations either side of the centroid (a disc's radius).
 */
export function drawOverlay(
  image: RgbImage,
  mask: Mask,
  geometry: MaskGeometry,
  classes: Int8Array,
): RgbImage {
  // A copy, never a view: sharp hands over a Buffer, whose slice() would share the photo's memory.
  const out: RgbImage = { width: image.width, height: image.height, data: new Uint8Array(image.data) };
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let i = y * mask.width + bounds.x0; i <= y * mask.width + bounds.x1; i++) {
      const colour = LESION_COLOURS[classes[i] ?? -1];
      if (mask.data[i] === 0 || colour === undefined) continue;
      const tint = TINT[colour];
      for (let c = 0; c < 3; c++) {
        const old = out.data[3 * i + c] ?? 0;
        out.data[3 * i + c] = Math.round(old + TINT_STRENGTH * ((tint[c] ?? 0) - old));
      }
    }
  }
  for (const i of boundaryPixels(mask))
    setPixel(out, i % mask.width, Math.floor(i / mask.width), BORDER_COLOUR);
  drawAxis(out, geometry, geometry.majorAngle, 2 * geometry.majorSpread, MAJOR_AXIS_COLOUR);
  drawAxis(out, geometry, geometry.majorAngle + Math.PI / 2, 2 * geometry.minorSpread, MINOR_AXIS_COLOUR);
  return out;
}
