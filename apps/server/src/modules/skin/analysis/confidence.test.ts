import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { jaccard, measureConfidence } from './confidence';
import { segmentLesion } from './segment';
import { drawDisc } from './synthetic';
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
});
