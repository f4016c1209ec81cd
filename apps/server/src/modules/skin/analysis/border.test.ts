import { mulberry32 } from '@careledger/server/forecast/test-series';
import { describe, expect, it } from 'vitest';
import { IRREGULARITY_THRESHOLD, scoreBorder } from './border';
import { imageToLab } from './color';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import {
  type Distance,
  discDistance,
  drawDisc,
  drawEllipse,
  drawSkin,
  drawStar,
  PAINT,
  paint,
  type Rgb,
  starDistance,
} from './synthetic';
import type { RgbImage } from './types';

function border(image: RgbImage) {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return scoreBorder(result.mask, maskGeometry(result.mask), result);
}

/** Layers painted on plain light skin, then ±4 levels of noise, as the stock painters do. */
function drawLayers(size: number, layers: [Distance, Rgb, number][]): RgbImage {
  const image = drawSkin({ size, noise: 0 });
  for (const [shape, colour, softness] of layers) paint(image, shape, colour, softness);
  const random = mulberry32(7);
  for (let i = 0; i < image.data.length; i++) {
    const value = (image.data[i] ?? 0) + (random() * 2 - 1) * 4;
    image.data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return image;
}

const count = (result: ReturnType<typeof border>, key: 'abrupt' | 'irregular') =>
  result.sectors.filter((s) => s[key]).length;

describe('scoreBorder', () => {
  it('scores a disc with a fading edge 0: regular and not abrupt', () => {
    const result = border(drawDisc());
    expect(result.score).toBe(0);
    expect(result.sectors).toHaveLength(8);
  });

  it('scores a star clearly above the disc, for its irregular outline', () => {
    const star = border(drawStar());
    expect(star.score).toBeGreaterThanOrEqual(6);
    expect(count(star, 'irregular')).toBeGreaterThanOrEqual(6);
  });

  it('scores a disc with a crisp edge by abrupt cut-off in every sector', () => {
    const result = border(drawDisc({ softness: 1 }));
    expect(result.sectors.every((s) => s.abrupt && !s.irregular)).toBe(true);
    expect(result.score).toBe(8);
  });

  it('finds a crisp edge abrupt when the rim is light brown round a dark core: the step is judged locally', () => {
    const c = 200;
    const result = border(
      drawLayers(400, [
        [discDistance(c, c, 100), PAINT.lightBrown, 1.5],
        [discDistance(c, c, 55), PAINT.darkBrown, 4],
      ]),
    );
    expect(count(result, 'abrupt')).toBe(8);
    expect(count(result, 'irregular')).toBe(0);
  });

  it('finds a ramp wide for the lesion gradual at any size, and a ramp narrow for it abrupt', () => {
    // The same lesion photographed at two scales: r 60 with a 8 px ramp, and r 240 with 32 px (R / 7.5).
    const small = border(drawDisc({ size: 400, radius: 60, softness: 8 }));
    const large = border(drawLayers(1000, [[discDistance(500, 500, 240), PAINT.darkBrown, 32]]));
    expect(count(small, 'abrupt')).toBe(0);
    expect(count(large, 'abrupt')).toBe(0);
    expect(large.score).toBe(0);
    const median = (r: typeof small) => [...r.sectors.map((s) => s.sharpness)].sort((a, b) => a - b)[4] ?? 0;
    expect(Math.abs(median(small) - median(large))).toBeLessThan(0.1);
    // 8 px on a radius of 240 (R / 30) is a sharp cut-off at that size.
    const sharp = border(drawLayers(1000, [[discDistance(500, 500, 240), PAINT.darkBrown, 8]]));
    expect(count(sharp, 'abrupt')).toBe(8);
  });

  it('finds a moderately jagged outline, teeth 11 % of the radius deep, irregular in most sectors', () => {
    const result = border(drawLayers(400, [[starDistance(200, 200, 94, 105, 16), PAINT.darkBrown, 3]]));
    expect(count(result, 'irregular')).toBeGreaterThanOrEqual(6);
  });

  it('does not find an elongated ellipse irregular: the smooth outline follows its tips', () => {
    const result = border(drawEllipse({ size: 400, a: 150, b: 50, angleDeg: 30 }));
    expect(count(result, 'irregular')).toBe(0);
  });

  it('does not find a disc crossed by hairs irregular', () => {
    for (const seed of [1, 2, 3]) {
      const result = border(drawDisc({ size: 768, radius: 150, softness: 6, hairs: 5, seed }));
      expect(count(result, 'irregular')).toBe(0);
      expect(Math.max(...result.sectors.map((s) => s.irregularity))).toBeLessThan(IRREGULARITY_THRESHOLD);
    }
  });
});
