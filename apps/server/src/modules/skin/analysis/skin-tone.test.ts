import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { compareFitzpatrick, type ItaCategory, itaCategory, measureSkinTone } from './skin-tone';
import { drawDisc, drawSkin, type Rgb } from './synthetic';

// CIELAB (D65) of each sRGB colour from an independent converter (Lindbloom's formulas, in Python).
const PATCHES: [Rgb, number, number, ItaCategory][] = [
  [[250, 228, 212], 91.94, 10.53, 'very_light'],
  [[224, 180, 150], 76.49, 21.35, 'light'],
  [[200, 150, 115], 66.01, 25.76, 'intermediate'],
  [[185, 135, 95], 60.31, 28.97, 'tan'],
  [[150, 100, 70], 47.03, 25.15, 'brown'],
  [[95, 65, 50], 30.51, 14.36, 'dark'],
];

describe('skin tone', () => {
  it.each(PATCHES)('measures ITA° of skin %j and its category', (rgb, L, b, category) => {
    const expected = (Math.atan((L - 50) / b) * 180) / Math.PI;
    const tone = measureSkinTone(imageToLab(drawSkin({ size: 64, skin: rgb, noise: 3 })), null, 0, 'III');
    expect(Math.abs(tone.ita - expected)).toBeLessThan(1);
    expect(tone.category).toBe(category);
  });

  it('uses Del Bino’s bounds, each range holding its upper bound', () => {
    expect([56, 55, 42, 41, 29, 28, 11, 10, -29, -30].map(itaCategory)).toEqual([
      'very_light',
      'light',
      'light',
      'intermediate',
      'intermediate',
      'tan',
      'tan',
      'brown',
      'brown',
      'dark',
    ]);
  });

  it('compares with the chosen Fitzpatrick type', () => {
    expect(compareFitzpatrick('light', 'II')).toBe('agree');
    expect(compareFitzpatrick('very_light', 'III')).toBe('lighter');
    expect(compareFitzpatrick('brown', 'II')).toBe('darker');
  });

  it('leaves the lesion out of the skin sample', () => {
    const image = drawDisc({ size: 256, radius: 60 });
    const lab = imageToLab(image);
    const mask = { width: 256, height: 256, data: new Uint8Array(256 * 256) };
    for (let i = 0; i < mask.data.length; i++) {
      if (Math.hypot((i % 256) - 128, Math.floor(i / 256) - 128) < 62) mask.data[i] = 1;
    }
    expect(measureSkinTone(lab, mask, 60, 'II').category).toBe('light');
  });
});
