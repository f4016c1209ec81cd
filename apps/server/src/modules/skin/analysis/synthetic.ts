// Test photos with known geometry on a skin-coloured background, drawn deterministically (seeded PRNG), for the
// tests beside this file and the later API tests. Shapes are painted from a signed distance (negative inside)
// with a linear edge ramp `softness` pixels wide, so edges can be crisp or fade like a benign naevus.
import { mulberry32 } from '@careledger/server/forecast/test-series';
import type { RgbImage } from './types';

/** An 8-bit RGB triple. */
export type Rgb = readonly [number, number, number];

/** A light Fitzpatrick II skin colour (CIELAB ≈ 76.5, 11.7, 21.3; ITA° ≈ 51°, "light"). */
export const SKIN: Rgb = [224, 180, 150];
/** Intermediate (Fitzpatrick III) and brown (V) skin, as the bench's labelled set paints them. */
export const INTERMEDIATE_SKIN: Rgb = [205, 155, 120];
export const BROWN_SKIN: Rgb = [140, 95, 65];
/** Dermoscopic colours used by the painters (Stolz 1994's six, as 8-bit sRGB). */
export const PAINT = {
  lightBrown: [176, 122, 82],
  darkBrown: [105, 65, 40],
  black: [22, 18, 16],
  blueGrey: [105, 118, 140],
  white: [240, 240, 242],
  red: [200, 60, 60],
} as const satisfies Record<string, Rgb>;

/** Hair colour: dark brown-black. */
export const HAIR: Rgb = [40, 30, 25];

/** A signed distance in pixels from a shape's edge, negative inside. */
export type Distance = (x: number, y: number) => number;

/** Options shared by every painter. */
export interface CanvasOptions {
  size?: number;
  skin?: Rgb;
  /** Uniform noise amplitude, ± this many 8-bit levels per channel. */
  noise?: number;
  seed?: number;
  /** Dark hairs, 2 px wide, drawn across the whole photo over the lesion. */
  hairs?: number;
}

/** Signed distance to a line segment `halfWidth` pixels either side of it. */
export function lineDistance(x0: number, y0: number, x1: number, y1: number, halfWidth: number): Distance {
  const [dx, dy] = [x1 - x0, y1 - y0];
  const length2 = dx * dx + dy * dy || 1;
  return (x, y) => {
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
    return Math.hypot(x - x0 - t * dx, y - y0 - t * dy) - halfWidth;
  };
}

/** A plain, noisy skin patch of one colour. */
export function drawSkin(options: CanvasOptions = {}): RgbImage {
  const { size = 320, skin = SKIN, noise = 4, seed = 1 } = options;
  const random = mulberry32(seed);
  const data = new Uint8Array(size * size * 3);
  for (let i = 0; i < data.length; i++) {
    const value = (skin[i % 3] ?? 0) + (random() * 2 - 1) * noise;
    data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return { width: size, height: size, data };
}

/** Paints a colour over a shape, blending across a linear ramp `softness` pixels wide at its edge. */
export function paint(image: RgbImage, distance: Distance, colour: Rgb, softness = 1): void {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const alpha = Math.min(1, Math.max(0, 0.5 - distance(x, y) / Math.max(softness, 1e-6)));
      if (alpha === 0) continue;
      const i = 3 * (y * image.width + x);
      for (let c = 0; c < 3; c++) {
        const old = image.data[i + c] ?? 0;
        image.data[i + c] = Math.round(old + alpha * ((colour[c] ?? 0) - old));
      }
    }
  }
}

/** Signed distance to a disc. */
export function discDistance(cx: number, cy: number, radius: number): Distance {
  return (x, y) => Math.hypot(x - cx, y - cy) - radius;
}

/** Approximate signed distance to an ellipse with semi-axes a, b, the a axis at `angleDeg`. */
export function ellipseDistance(cx: number, cy: number, a: number, b: number, angleDeg: number): Distance {
  const t = (angleDeg * Math.PI) / 180;
  return (x, y) => {
    const u = (x - cx) * Math.cos(t) + (y - cy) * Math.sin(t);
    const v = -(x - cx) * Math.sin(t) + (y - cy) * Math.cos(t);
    const rho = Math.hypot(u / a, v / b);
    const r = Math.hypot(u, v);
    return rho === 0 ? -Math.min(a, b) : r - r / rho;
  };
}

/** Approximate signed distance to a star with `points` tips between an inner and an outer radius. */
export function starDistance(cx: number, cy: number, inner: number, outer: number, points: number): Distance {
  return (x, y) => {
    const phase = ((((Math.atan2(y - cy, x - cx) / (2 * Math.PI)) * points) % 1) + 1) % 1;
    const triangle = Math.abs(phase * 2 - 1);
    return Math.hypot(x - cx, y - cy) - (inner + (outer - inner) * (1 - triangle));
  };
}

/** Union of shapes: the smallest distance. */
export function unionDistance(...shapes: Distance[]): Distance {
  return (x, y) => Math.min(...shapes.map((shape) => shape(x, y)));
}

function finish(options: CanvasOptions, draw: (image: RgbImage, c: number) => void): RgbImage {
  const image = drawSkin({ ...options, noise: 0 });
  draw(image, image.width / 2);
  const { noise = 4, seed = 1, hairs = 0 } = options;
  const random = mulberry32(seed + 1000);
  for (let k = 0; k < hairs; k++) {
    const top = random() * image.width;
    const bottom = random() * image.width;
    paint(image, lineDistance(top, 0, bottom, image.height, 1), HAIR, 1);
  }
  for (let i = 0; i < image.data.length; i++) {
    const value = (image.data[i] ?? 0) + (random() * 2 - 1) * noise;
    image.data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return image;
}

/** A disc lesion of one colour at the centre. */
export function drawDisc(
  options: CanvasOptions & { radius?: number; colour?: Rgb; softness?: number } = {},
): RgbImage {
  const { radius = 60, colour = PAINT.darkBrown, softness = 8 } = options;
  return finish(options, (image, c) => paint(image, discDistance(c, c, radius), colour, softness));
}

/** An elliptical lesion with semi-axes a > b, its long axis at `angleDeg`. */
export function drawEllipse(options: CanvasOptions & { a?: number; b?: number; angleDeg: number }): RgbImage {
  const { a = 90, b = 50, angleDeg } = options;
  return finish(options, (image, c) =>
    paint(image, ellipseDistance(c, c, a, b, angleDeg), PAINT.darkBrown, 6),
  );
}

/** Two overlapping discs of unequal size on a horizontal line: symmetric about that line only. */
export function drawTwoLobes(options: CanvasOptions = {}): RgbImage {
  return finish(options, (image, c) =>
    paint(image, unionDistance(discDistance(c - 30, c, 60), discDistance(c + 55, c, 35)), PAINT.darkBrown, 6),
  );
}

/** A six-pointed star lesion, its tips twice as far out as its notches. */
export function drawStar(options: CanvasOptions = {}): RgbImage {
  return finish(options, (image, c) => paint(image, starDistance(c, c, 50, 100, 6), PAINT.darkBrown, 6));
}

/**
 * An irregular three-lobed lesion with four dermoscopic colours: a dark-brown body, a blue-grey area, a
 * white patch and a ring of black dots.
 */
export function drawFourColourLesion(options: CanvasOptions = {}): RgbImage {
  return finish(options, (image, c) => {
    const body = unionDistance(
      discDistance(c - 20, c + 10, 70),
      discDistance(c + 55, c - 35, 45),
      discDistance(c - 10, c - 70, 30),
    );
    paint(image, body, PAINT.darkBrown, 3);
    paint(image, discDistance(c + 50, c - 30, 30), PAINT.blueGrey, 3);
    paint(image, discDistance(c - 45, c + 30, 25), PAINT.white, 3);
    for (let k = 0; k < 10; k++) {
      const t = (k / 10) * 2 * Math.PI;
      paint(image, discDistance(c - 10 + 40 * Math.cos(t), c + 5 + 40 * Math.sin(t), 3.5), PAINT.black, 1);
    }
  });
}

/** A photo of plain skin with no lesion. */
export function drawBlank(options: CanvasOptions = {}): RgbImage {
  return finish(options, () => undefined);
}
