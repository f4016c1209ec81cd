import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { componentMask, labelComponents } from './components';
import { closeMask, fillHoles, openMask } from './morphology';
import { cleanLesionChannel, lesionAtThreshold, morphologyRadius, segmentLesion } from './segment';
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
});
