import { describe, expect, it } from 'vitest';
import { imageToLab, rgbToLab } from './color';
import { classifyColour, scoreColours } from './colours';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import { drawDisc, drawFourColourLesion, PAINT, type Rgb, SKIN } from './synthetic';
import type { RgbImage } from './types';

function colours(image: RgbImage) {
  const lab = imageToLab(image);
  const result = segmentLesion(lab);
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return scoreColours(lab, result.mask, maskGeometry(result.mask));
}

const lab = (rgb: Rgb) => rgbToLab(rgb[0], rgb[1], rgb[2]);

describe('colours', () => {
  it('classifies each painted dermoscopic colour, and skin as none', () => {
    expect(classifyColour(lab(PAINT.black))).toBe('black');
    expect(classifyColour(lab(PAINT.white))).toBe('white');
    expect(classifyColour(lab(PAINT.red))).toBe('red');
    expect(classifyColour(lab(PAINT.blueGrey))).toBe('blueGrey');
    expect(classifyColour(lab(PAINT.darkBrown))).toBe('darkBrown');
    expect(classifyColour(lab(PAINT.lightBrown))).toBe('lightBrown');
    expect(classifyColour(lab(SKIN))).toBeNull();
  });

  it('counts one colour in a uniform disc, rim included', () => {
    const result = colours(drawDisc());
    expect(result.colours).toEqual(['darkBrown']);
    expect(result.score).toBe(1);
  });

  it('counts at least three colours in the four-colour lesion; its small black dots stay under 5 %', () => {
    const result = colours(drawFourColourLesion());
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.colours).toEqual(expect.arrayContaining(['darkBrown', 'blueGrey', 'white']));
    expect(result.shares.black).toBeGreaterThan(0);
  });
});
