import { describe, expect, it } from 'vitest';
import { scoreBorder } from './border';
import { imageToLab } from './color';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import { drawDisc, drawStar } from './synthetic';
import type { RgbImage } from './types';

function border(image: RgbImage) {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return scoreBorder(result.mask, maskGeometry(result.mask), result);
}

describe('scoreBorder', () => {
  it('scores a disc with a fading edge 0: regular and not abrupt', () => {
    const result = border(drawDisc());
    expect(result.score).toBe(0);
    expect(result.sectors).toHaveLength(8);
  });

  it('scores a star clearly above the disc, for its irregular outline', () => {
    const star = border(drawStar());
    expect(star.score).toBeGreaterThanOrEqual(6);
    expect(star.sectors.filter((s) => s.irregular).length).toBeGreaterThanOrEqual(6);
  });

  it('scores a disc with a crisp edge by abrupt cut-off in every sector', () => {
    const result = border(drawDisc({ softness: 1 }));
    expect(result.sectors.every((s) => s.abrupt && !s.irregular)).toBe(true);
    expect(result.score).toBe(8);
  });
});
