import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { segmentLesion } from './segment';
import { drawBlank, drawDisc, drawFourColourLesion, drawSkin } from './synthetic';
import { maskArea } from './types';

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
});
