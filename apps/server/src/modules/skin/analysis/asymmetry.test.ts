import { mulberry32 } from '@careledger/server/forecast/test-series';
import { LESION_COLOURS } from '@careledger/shared/skin-analysis/constants';
import { describe, expect, it } from 'vitest';
import {
  type AsymmetryResult,
  COLOUR_ASYMMETRY_THRESHOLD,
  colourMirrorMismatch,
  measureAsymmetry,
} from './asymmetry';
import { imageToLab } from './color';
import { scoreColours } from './colours';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import {
  type Distance,
  discDistance,
  drawDisc,
  drawEllipse,
  drawFourColourLesion,
  drawSkin,
  drawStar,
  drawTwoLobes,
  ellipseDistance,
  HAIR,
  lineDistance,
  PAINT,
  paint,
  type Rgb,
  unionDistance,
} from './synthetic';
import type { Mask, RgbImage } from './types';

const LIGHT_BROWN = LESION_COLOURS.indexOf('lightBrown');
const DARK_BROWN = LESION_COLOURS.indexOf('darkBrown');

function lesionMask(image: RgbImage): Mask {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return result.mask;
}

/** The analysis' own path: segment, classify the colours, fold with the class map. */
function analyse(image: RgbImage): { result: AsymmetryResult; shapeOnly: AsymmetryResult; shares: number[] } {
  const lab = imageToLab(image);
  const segmentation = segmentLesion(lab);
  if (!segmentation.found) throw new Error(`no lesion: ${segmentation.reason}`);
  const { mask } = segmentation;
  const geometry = maskGeometry(mask);
  const colours = scoreColours(lab, mask, geometry);
  return {
    result: measureAsymmetry(mask, geometry, colours.classes),
    shapeOnly: measureAsymmetry(mask, geometry),
    shares: LESION_COLOURS.map((c) => colours.shares[c]),
  };
}

/** Paints layers in order on plain skin, then hairs and ± `noise` levels of noise, like synthetic.ts' painters. */
function drawLayers(
  layers: { shape: Distance; colour: Rgb; softness: number }[],
  options: { size?: number; noise?: number; seed?: number; hairs?: number } = {},
): RgbImage {
  const { size = 320, noise = 4, seed = 1, hairs = 0 } = options;
  const image = drawSkin({ size, noise: 0 });
  for (const layer of layers) paint(image, layer.shape, layer.colour, layer.softness);
  const random = mulberry32(seed + 1000);
  for (let k = 0; k < hairs; k++) {
    paint(image, lineDistance(random() * size, 0, random() * size, size, 1), HAIR, 1);
  }
  for (let i = 0; i < image.data.length; i++) {
    const value = (image.data[i] ?? 0) + (random() * 2 - 1) * noise;
    image.data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return image;
}

/** The part of `shape` on the negative side of the line through (cx, cy) whose normal points at `deg`. */
function halfOf(shape: Distance, cx: number, cy: number, deg: number): Distance {
  const t = (deg * Math.PI) / 180;
  return (x, y) => Math.max(shape(x, y), (x - cx) * Math.cos(t) + (y - cy) * Math.sin(t));
}

/** The smallest angle between two axis directions (radians) and a direction in degrees, 0–90. */
function axisGap(angle: number, deg: number): number {
  const d = ((((angle * 180) / Math.PI - deg) % 180) + 180) % 180;
  return Math.min(d, 180 - d);
}

/** A brown between dark and light brown at L* ≈ 42, the class boundary: noise puts its pixels in both. */
const BOUNDARY_BROWN: Rgb = [134, 89, 58];

describe('measureAsymmetry: contour', () => {
  it('scores a disc 0', () => {
    expect(measureAsymmetry(lesionMask(drawDisc())).score).toBe(0);
  });

  it.each([0, 30, 45, 77])('scores an ellipse at %i° 0 and finds its long axis', (angleDeg) => {
    const mask = lesionMask(drawEllipse({ angleDeg }));
    const result = measureAsymmetry(mask);
    expect(result.score).toBe(0);
    const found = ((maskGeometry(mask).majorAngle * 180) / Math.PI + 180) % 180;
    expect(Math.min(Math.abs(found - angleDeg), 180 - Math.abs(found - angleDeg))).toBeLessThan(2);
  });

  it('scores two unequal lobes 1: symmetric about the line through both centres only', () => {
    const result = measureAsymmetry(lesionMask(drawTwoLobes()));
    expect(result.score).toBe(1);
    expect(result.axes[0].asymmetric).toBe(false);
    expect(result.axes[1].mismatch).toBeGreaterThan(0.15);
  });

  it('finds the symmetry axes of a six-pointed star, which the moments cannot tell apart', () => {
    const result = measureAsymmetry(lesionMask(drawStar()));
    expect(result.score).toBe(0);
    expect(Math.max(result.axes[0].mismatch, result.axes[1].mismatch)).toBeLessThan(0.08);
  });

  it('scores the irregular three-lobed lesion 2', () => {
    expect(measureAsymmetry(lesionMask(drawFourColourLesion())).score).toBe(2);
  });

  it('reports no colour mismatch without a class map', () => {
    const result = measureAsymmetry(lesionMask(drawFourColourLesion()));
    expect(result.axes.map((axis) => axis.colourMismatch)).toEqual([0, 0]);
  });
});

describe('colourMirrorMismatch on a drawn class map', () => {
  const size = 200;
  const radius = 70;
  const mask: Mask = { width: size, height: size, data: new Uint8Array(size * size) };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) mask.data[y * size + x] = Math.hypot(x - 100, y - 100) <= radius ? 1 : 0;
  }
  const geometry = maskGeometry(mask);
  const classMap = (colourAt: (x: number, y: number) => number): Int8Array => {
    const classes = new Int8Array(size * size).fill(-1);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (mask.data[y * size + x]) classes[y * size + x] = colourAt(x, y);
    }
    return classes;
  };

  it('reads a patch with no mirror counterpart as twice its share of the lesion', () => {
    // A dark patch of 10 % of the disc, off both axes and clear of its mirror images: 0.2 across either.
    const patch = Math.sqrt(0.1) * radius;
    const classes = classMap((x, y) => (Math.hypot(x - 130, y - 75) <= patch ? DARK_BROWN : LIGHT_BROWN));
    for (const angle of [0, Math.PI / 2]) {
      expect(colourMirrorMismatch(mask, geometry, classes, angle)).toBeGreaterThan(0.17);
      expect(colourMirrorMismatch(mask, geometry, classes, angle)).toBeLessThan(0.23);
    }
  });

  it('reads two halves of different colours as nearly all mismatched across the dividing line only', () => {
    const classes = classMap((x) => (x < 100 ? DARK_BROWN : LIGHT_BROWN));
    expect(colourMirrorMismatch(mask, geometry, classes, Math.PI / 2)).toBeGreaterThan(0.75);
    expect(colourMirrorMismatch(mask, geometry, classes, 0)).toBeLessThan(0.01);
  });

  it('smooths pixel noise away: every pixel a coin toss between two classes reads near 0', () => {
    const random = mulberry32(7);
    const classes = classMap(() => (random() < 0.5 ? DARK_BROWN : LIGHT_BROWN));
    for (const angle of [0, 0.4, Math.PI / 2]) {
      expect(colourMirrorMismatch(mask, geometry, classes, angle)).toBeLessThan(0.05);
    }
  });

  it('rejects a class map that does not cover the mask', () => {
    expect(() => measureAsymmetry(mask, geometry, new Int8Array(10))).toThrow();
  });
});

describe('measureAsymmetry: contour and colours (Stolz: asymmetry in contour, colours and structures)', () => {
  it.each([0, 30, 65])('scores a disc split dark brown / light brown along a line at %i° 1', (deg) => {
    const c = 160;
    const disc = discDistance(c, c, 80);
    const image = drawLayers(
      [
        { shape: disc, colour: PAINT.lightBrown, softness: 8 },
        { shape: halfOf(disc, c, c, deg), colour: PAINT.darkBrown, softness: 4 },
      ],
      { noise: 6, seed: deg },
    );
    const { result, shapeOnly } = analyse(image);
    expect(shapeOnly.score).toBe(0);
    expect(result.score).toBe(1);
    const [across] = [...result.axes].sort((p, q) => q.colourMismatch - p.colourMismatch);
    const along = result.axes.find((axis) => axis !== across);
    // The fold that swaps the halves is the axis along the dividing line (normal at `deg`), the other keeps them.
    expect(axisGap(across?.angle ?? 0, deg + 90)).toBeLessThan(3);
    expect(across?.colourMismatch).toBeGreaterThan(0.6);
    expect(along?.colourMismatch).toBeLessThan(0.08);
    expect(along?.asymmetric).toBe(false);
  });

  it('scores an ellipse with an off-centre dark patch at least 1, where its outline alone scores 0', () => {
    const c = 160;
    const image = drawLayers([
      { shape: ellipseDistance(c, c, 120, 70, 0), colour: PAINT.lightBrown, softness: 6 },
      { shape: discDistance(c + 60, c - 20, 38), colour: PAINT.darkBrown, softness: 4 },
    ]);
    const { result, shapeOnly } = analyse(image);
    expect(shapeOnly.score).toBe(0);
    expect(result.score).toBeGreaterThanOrEqual(1);
    expect(Math.max(...result.axes.map((axis) => axis.colourMismatch))).toBeGreaterThan(
      COLOUR_ASYMMETRY_THRESHOLD,
    );
  });

  it('uses one axis pair for contour and colour: lobes symmetric in outline about one axis, in colour about the other, score 2', () => {
    // drawTwoLobes' outline (symmetric about y = c only), dark above that line and light below: the contour
    // is symmetric about the horizontal axis and the colours about the vertical one, so no pair has 1.
    const c = 160;
    const lobes = unionDistance(discDistance(c - 30, c, 60), discDistance(c + 55, c, 35));
    const image = drawLayers([
      { shape: lobes, colour: PAINT.lightBrown, softness: 6 },
      { shape: halfOf(lobes, c, c, 90), colour: PAINT.darkBrown, softness: 4 },
    ]);
    const { result, shapeOnly } = analyse(image);
    expect(shapeOnly.score).toBe(1);
    expect(result.score).toBe(2);
  });

  it.each([
    ['light brown with a dark brown centre', PAINT.lightBrown, PAINT.darkBrown],
    ['dark brown ring with a black centre', PAINT.darkBrown, PAINT.black],
  ])('scores a concentric disc, %s, 0', (_name, ring, centre) => {
    const c = 160;
    const image = drawLayers(
      [
        { shape: discDistance(c, c, 110), colour: ring, softness: 8 },
        { shape: discDistance(c, c, 60), colour: centre, softness: 6 },
      ],
      { noise: 6 },
    );
    const { result, shares } = analyse(image);
    expect(shares.filter((share) => share > 0.15)).toHaveLength(2);
    expect(result.score).toBe(0);
    expect(Math.max(...result.axes.map((axis) => axis.colourMismatch))).toBeLessThan(0.05);
  });

  it.each([1, 2, 3])(
    'scores a one-colour disc at the dark/light brown boundary, noisy (seed %i), 0',
    (seed) => {
      const image = drawLayers([{ shape: discDistance(160, 160, 90), colour: BOUNDARY_BROWN, softness: 8 }], {
        noise: 10,
        seed,
      });
      const { result, shares } = analyse(image);
      // Noise really does split the pixels between the two classes...
      expect(shares[DARK_BROWN]).toBeGreaterThan(0.2);
      expect(shares[LIGHT_BROWN]).toBeGreaterThan(0.2);
      // ...and the folds do not count it.
      expect(result.score).toBe(0);
      expect(Math.max(...result.axes.map((axis) => axis.colourMismatch))).toBeLessThan(0.08);
    },
  );

  it.each([0, 20, 45, 70, 110, 160])('scores a one-colour noisy ellipse at %i° 0', (angleDeg) => {
    const image = drawLayers(
      [{ shape: ellipseDistance(160, 160, 110, 60, angleDeg), colour: BOUNDARY_BROWN, softness: 6 }],
      { noise: 10, seed: angleDeg },
    );
    const { result } = analyse(image);
    expect(result.score).toBe(0);
    expect(Math.max(...result.axes.map((axis) => axis.colourMismatch))).toBeLessThan(0.08);
  });

  it.each([1, 3, 5])('scores a dark brown disc under %i hairs 0', (hairs) => {
    const image = drawLayers([{ shape: discDistance(160, 160, 90), colour: PAINT.darkBrown, softness: 8 }], {
      hairs,
      seed: 11,
    });
    const { result } = analyse(image);
    expect(result.score).toBe(0);
    expect(Math.max(...result.axes.map((axis) => axis.colourMismatch))).toBeLessThan(0.1);
  });

  it('still scores the four-colour three-lobed lesion 2 with its colours', () => {
    const { result } = analyse(drawFourColourLesion());
    expect(result.score).toBe(2);
  });
});
