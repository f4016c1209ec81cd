import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import { estimateStructures } from './structures';
import { drawDisc, drawFourColourLesion, drawStar } from './synthetic';
import type { RgbImage } from './types';

function structures(image: RgbImage) {
  const lab = imageToLab(image);
  const result = segmentLesion(lab);
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return estimateStructures(lab, result.mask, maskGeometry(result.mask));
}

describe('estimateStructures', () => {
  it('finds only a structureless area in a uniform disc, D = 1', () => {
    const result = structures(drawDisc());
    expect(result.found).toEqual(['structurelessAreas']);
    expect(result.score).toBe(1);
  });

  it('does not mistake a star’s narrow tips for dark spots', () => {
    expect(structures(drawStar()).found).toEqual(['structurelessAreas']);
  });

  it('finds the ring of dark spots in the four-colour lesion', () => {
    const result = structures(drawFourColourLesion());
    expect(result.dots + result.globules).toBeGreaterThanOrEqual(8);
    expect(result.score).toBeGreaterThanOrEqual(2);
  });

  it('says which structures it cannot see in a photo', () => {
    expect(structures(drawDisc()).notAssessed).toEqual(['pigmentNetwork', 'branchedStreaks']);
  });
});
