import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { jaccard, measureConfidence } from './confidence';
import { segmentLesion } from './segment';
import { discDistance, drawDisc, drawSkin, PAINT, paint } from './synthetic';
import type { RgbImage } from './types';

function confidence(image: RgbImage) {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return measureConfidence(result, image.width, image.height);
}

describe('confidence', () => {
  it('computes the Jaccard overlap of two masks', () => {
    const mask = (bits: number[]) => ({ width: bits.length, height: 1, data: Uint8Array.from(bits) });
    expect(jaccard(mask([1, 1, 0, 0]), mask([0, 1, 1, 0]))).toBeCloseTo(1 / 3, 12);
  });

  it('trusts a crisp disc more than a faint, blurred one', () => {
    const crisp = confidence(drawDisc({ softness: 2 }));
    const faint = confidence(drawDisc({ colour: [185, 140, 110], softness: 30, noise: 6 }));
    expect(crisp.percent).toBeGreaterThan(90);
    expect(faint.percent).toBeLessThan(crisp.percent - 10);
    expect(faint.stability).toBeLessThan(crisp.stability);
    expect(faint.separation).toBeLessThan(crisp.separation);
  });

  it('judges the outline the segmentation reports, extension included: a crisp core in a faint halo is less sure', () => {
    // A black core found by Otsu, inside a light-brown region the extension adds; only the halo's edge differs.
    const lesion = (haloSoftness: number) => {
      const image = drawSkin({ size: 400 });
      paint(image, discDistance(200, 200, 120), PAINT.lightBrown, haloSoftness);
      paint(image, discDistance(200, 200, 55), PAINT.black, 2);
      const result = segmentLesion(imageToLab(image));
      if (!result.found) throw new Error(`no lesion: ${result.reason}`);
      expect(result.extendedPx).toBeGreaterThan(0);
      return measureConfidence(result, image.width, image.height);
    };
    const crisp = lesion(2);
    const faint = lesion(60);
    expect(faint.stability).toBeLessThan(crisp.stability - 0.04);
    expect(faint.percent).toBeLessThan(crisp.percent);
  });
});
