import { mulberry32 } from '@careledger/server/forecast/test-series';
import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { componentMask, labelComponents } from './components';
import { closeMask, fillHoles, openMask } from './morphology';
import {
  cleanLesionChannel,
  lesionAtThreshold,
  MIN_CLASS_CONTRAST,
  morphologyRadius,
  type Segmentation,
  segmentLesion,
} from './segment';
import {
  BROWN_SKIN,
  type Distance,
  discDistance,
  drawBlank,
  drawDisc,
  drawFourColourLesion,
  drawSkin,
  INTERMEDIATE_SKIN,
  PAINT,
  paint,
  type Rgb,
  SKIN,
} from './synthetic';
import type { RgbImage } from './types';
import { maskArea } from './types';

/** Layers painted in turn on plain skin, then ±4 levels of noise: a photo whose lesion is known exactly. */
function drawLayers(size: number, skin: Rgb, layers: [Distance, Rgb, number][], hairs = 0): RgbImage {
  const image = drawSkin({ size, skin, noise: 0 });
  for (const [shape, colour, softness] of layers) paint(image, shape, colour, softness);
  const random = mulberry32(7);
  for (let k = 0; k < hairs; k++) {
    const [top, bottom] = [random() * size, random() * size];
    paint(
      image,
      (x, y) => {
        const t = y / size;
        return Math.abs(x - (top + t * (bottom - top))) - 1;
      },
      [40, 30, 25],
      1,
    );
  }
  for (let i = 0; i < image.data.length; i++)
    image.data[i] = Math.max(0, Math.min(255, Math.round((image.data[i] ?? 0) + (random() * 2 - 1) * 4)));
  return image;
}

/** Pixels inside any of the shapes: the lesion as drawn. */
function paintedArea(size: number, shapes: Distance[]): number {
  let area = 0;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (shapes.some((s) => s(x, y) <= 0)) area++;
  return area;
}

function found(image: RgbImage): Segmentation {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return result;
}

describe('segmentLesion', () => {
  it('finds a disc with about its drawn area, on the L* channel, darker than skin', () => {
    const result = segmentLesion(imageToLab(drawDisc({ radius: 60 })));
    expect(result.found).toBe(true);
    if (!result.found) return;
    expect(result.channel).toBe('L');
    expect(result.lesionAbove).toBe(false);
    expect(maskArea(result.mask) / (Math.PI * 60 * 60)).toBeGreaterThan(0.9);
    expect(maskArea(result.mask) / (Math.PI * 60 * 60)).toBeLessThan(1.1);
  });

  it('removes hairs crossing the photo and the lesion', () => {
    const result = segmentLesion(imageToLab(drawDisc({ radius: 60, hairs: 4 })));
    expect(result.found).toBe(true);
    if (!result.found) return;
    expect(maskArea(result.mask) / (Math.PI * 60 * 60)).toBeGreaterThan(0.9);
    expect(maskArea(result.mask) / (Math.PI * 60 * 60)).toBeLessThan(1.1);
  });

  it('keeps a bright patch inside the lesion, near its edge, as lesion', () => {
    const result = segmentLesion(imageToLab(drawFourColourLesion({ size: 768 })));
    const plain = segmentLesion(imageToLab(drawFourColourLesion({ size: 320 })));
    if (!result.found || !plain.found) throw new Error('no lesion');
    expect(Math.abs(maskArea(result.mask) - maskArea(plain.mask)) / maskArea(plain.mask)).toBeLessThan(0.03);
  });

  it('rejects a blank photo for low contrast', () => {
    expect(segmentLesion(imageToLab(drawBlank()))).toEqual({ found: false, reason: 'low_contrast' });
  });

  it('rejects a speck below 0.5 % of the photo', () => {
    expect(segmentLesion(imageToLab(drawDisc({ radius: 10, softness: 1 })))).toEqual({
      found: false,
      reason: 'too_small',
    });
  });

  it('rejects a dark half of the photo that runs off the edges', () => {
    const image = drawSkin({ size: 200 });
    for (let i = 0; i < image.data.length / 2; i++) image.data[i] = 60;
    expect(segmentLesion(imageToLab(image))).toEqual({ found: false, reason: 'touches_border' });
  });

  it.each([true, false])(
    'thresholds the cleaned channel to the opened, closed and filled mask (lesion above: %s)',
    (lesionAbove) => {
      const lab = imageToLab(drawFourColourLesion({ size: 128, hairs: 3, noise: 8 }));
      const { width, height, L: values } = lab;
      const radius = morphologyRadius(width, height);
      const cleaned = cleanLesionChannel(values, width, height, lesionAbove);
      for (const threshold of [35, 50, 65]) {
        const raw = Uint8Array.from(values, (v) => ((lesionAbove ? v > threshold : v <= threshold) ? 1 : 0));
        const filled = fillHoles(closeMask(openMask({ width, height, data: raw }, radius), radius));
        const { labels, components } = labelComponents(filled);
        // The documented choice: the best area / (1 + (d / (diagonal / 4))²), the first of equals.
        const quarterDiagonal = Math.hypot(width, height) / 4;
        const score = (c: (typeof components)[number]) =>
          c.area / (1 + (Math.hypot(c.cx - (width - 1) / 2, c.cy - (height - 1) / 2) / quarterDiagonal) ** 2);
        const best = components.reduce((a, b) => (score(b) > score(a) ? b : a));
        const picked = lesionAtThreshold(cleaned, width, height, threshold, lesionAbove);
        expect(picked?.area).toBe(best.area);
        expect(picked?.mask.data).toEqual(componentMask(labels, best.label, width, height).data);
      }
    },
  );

  describe('extension to the skin colour (stage 2)', () => {
    it('keeps both lobes of a dark-brown and black lesion on brown skin, not only the black one', () => {
      // Dark brown is ~13 ΔE*ab from brown skin, black ~45: Otsu on L* cuts between black and the rest.
      const big = discDistance(150, 200, 90);
      const small = discDistance(260, 200, 55);
      const image = drawLayers(400, BROWN_SKIN, [
        [big, PAINT.darkBrown, 4],
        [small, PAINT.black, 4],
      ]);
      const result = found(image);
      const drawn = paintedArea(400, [big, small]);
      expect(result.extendedPx).toBeGreaterThan(0.5 * drawn);
      expect(maskArea(result.mask) / drawn).toBeGreaterThan(0.95);
      expect(maskArea(result.mask) / drawn).toBeLessThan(1.05);
    });

    it('adds a light-brown area beside a dark core on intermediate skin', () => {
      const body = discDistance(180, 200, 80);
      const light = discDistance(270, 200, 60);
      const image = drawLayers(400, INTERMEDIATE_SKIN, [
        [light, PAINT.lightBrown, 4],
        [body, PAINT.black, 4],
      ]);
      const result = found(image);
      const drawn = paintedArea(400, [body, light]);
      expect(maskArea(result.mask) / drawn).toBeGreaterThan(0.95);
      expect(maskArea(result.mask) / drawn).toBeLessThan(1.05);
      // The light-brown disc's far side, 50 px from the core, is lesion.
      expect(result.mask.data[200 * 400 + 320]).toBe(1);
    });

    it('joins light brown to a dark-brown core on brown skin across the skin-coloured transition', () => {
      // Brown skin (L* ≈ 44) lies between dark brown (≈ 32) and light brown (≈ 56): the blurred edge between the
      // two passes through the skin's colour, a thin crack the extension bridges.
      const light = discDistance(290, 200, 70);
      const dark = discDistance(170, 200, 90);
      const image = drawLayers(400, BROWN_SKIN, [
        [light, PAINT.lightBrown, 6],
        [dark, PAINT.darkBrown, 6],
      ]);
      const result = found(image);
      const drawn = paintedArea(400, [light, dark]);
      expect(maskArea(result.mask) / drawn).toBeGreaterThan(0.97);
      expect(maskArea(result.mask) / drawn).toBeLessThan(1.03);
      expect(result.mask.data[200 * 400 + 330]).toBe(1);
    });

    it('adds a white patch at the lesion’s edge, lighter than the skin, on light skin', () => {
      const body = discDistance(190, 200, 90);
      const white = discDistance(255, 200, 45);
      const image = drawLayers(400, SKIN, [
        [body, PAINT.darkBrown, 3],
        [white, PAINT.white, 3],
      ]);
      const result = found(image);
      expect(result.channel).toBe('L');
      expect(result.mask.data[200 * 400 + 290]).toBe(1);
      expect(maskArea(result.mask) / paintedArea(400, [body, white])).toBeGreaterThan(0.95);
    });

    it('measures the skin colour and keeps a one-colour lesion’s Otsu outline exactly, hairs and all', () => {
      const result = found(drawDisc({ radius: 60, hairs: 4 }));
      expect(result.extendedPx).toBe(0);
      expect(result.skinDistance).toBe(MIN_CLASS_CONTRAST);
      expect(Math.abs(result.skin.L - 76.5)).toBeLessThan(1);
    });

    it('leaves out darker skin that runs off the photo, though it touches the lesion', () => {
      // A shadow band 12 ΔE*ab darker than the skin from the left edge to the lesion.
      const disc = discDistance(220, 200, 70);
      const shadow: Distance = (x, y) => Math.max(x - 180, Math.abs(y - 200) - 60);
      const image = drawLayers(400, SKIN, [
        [shadow, [194, 152, 124], 4],
        [disc, PAINT.darkBrown, 4],
      ]);
      const result = found(image);
      expect(result.extendedPx).toBe(0);
      expect(maskArea(result.mask) / paintedArea(400, [disc])).toBeLessThan(1.05);
    });

    it.each([
      ['brown', BROWN_SKIN],
      ['intermediate', INTERMEDIATE_SKIN],
    ] as const)('still finds no lesion on plain %s skin crossed by hairs', (_, skin) => {
      const result = segmentLesion(imageToLab(drawLayers(400, skin, [], 3)));
      expect(result.found).toBe(false);
    });
  });
});
