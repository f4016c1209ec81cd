import { mulberry32 } from '@careledger/server/forecast/test-series';
import { describe, expect, it } from 'vitest';
import { imageToLab, rgbToLab } from './color';
import { classifyColour, SKIN_LIKE_DISTANCE, scoreColours, surroundingSkin } from './colours';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import {
  BROWN_SKIN,
  type Distance,
  discDistance,
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

/** Layers painted in turn on plain skin, then ±4 levels of noise. */
function drawLayers(size: number, skin: Rgb, layers: [Distance, Rgb, number][]): RgbImage {
  const image = drawSkin({ size, skin, noise: 0 });
  for (const [shape, colour, softness] of layers) paint(image, shape, colour, softness);
  const random = mulberry32(7);
  for (let i = 0; i < image.data.length; i++)
    image.data[i] = Math.max(0, Math.min(255, Math.round((image.data[i] ?? 0) + (random() * 2 - 1) * 4)));
  return image;
}

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

  it('keeps both colours of a two-colour lesion on brown skin', () => {
    const result = colours(
      drawLayers(400, BROWN_SKIN, [
        [discDistance(150, 200, 90), PAINT.darkBrown, 4],
        [discDistance(260, 200, 55), PAINT.black, 4],
      ]),
    );
    expect(result.colours).toEqual(['darkBrown', 'black']);
  });

  it('finds light brown beside dark brown on intermediate skin', () => {
    const result = colours(
      drawLayers(400, INTERMEDIATE_SKIN, [
        [discDistance(150, 200, 70), PAINT.lightBrown, 4],
        [discDistance(250, 200, 70), PAINT.darkBrown, 4],
      ]),
    );
    expect(result.colours).toEqual(['lightBrown', 'darkBrown']);
    expect(result.shares.lightBrown).toBeGreaterThan(0.3);
  });

  it('finds light brown beside dark brown on brown skin, one lighter and one darker than the skin', () => {
    const result = colours(
      drawLayers(400, BROWN_SKIN, [
        [discDistance(290, 200, 70), PAINT.lightBrown, 6],
        [discDistance(170, 200, 90), PAINT.darkBrown, 6],
      ]),
    );
    expect(result.colours).toEqual(['lightBrown', 'darkBrown']);
  });

  it.each([
    ['light', SKIN],
    ['intermediate', INTERMEDIATE_SKIN],
    ['brown', BROWN_SKIN],
  ] as const)('counts no colour for skin a ring lesion encloses, on %s skin', (_, skin) => {
    // The hole filling makes the skin-coloured centre lesion; on intermediate and brown skin its colour lies
    // in the light-brown range, so only its closeness to the surrounding skin keeps it from counting.
    const image = drawLayers(400, skin, [
      [discDistance(200, 200, 120), PAINT.darkBrown, 4],
      [discDistance(200, 200, 60), skin, 4],
    ]);
    const result = colours(image);
    expect(result.colours).toEqual(['darkBrown']);
    expect(result.score).toBe(1);
  });

  it('treats a colour within SKIN_LIKE_DISTANCE of the given skin as no colour', () => {
    const skin = lab(INTERMEDIATE_SKIN);
    expect(classifyColour(skin)).toBe('lightBrown');
    expect(classifyColour(skin, skin)).toBeNull();
    expect(classifyColour({ ...skin, L: skin.L - SKIN_LIKE_DISTANCE - 1 }, skin)).toBe('lightBrown');
    expect(classifyColour(lab(PAINT.lightBrown), skin)).toBe('lightBrown');
  });

  it('measures the surrounding skin outside the grown lesion', () => {
    const image = drawLayers(200, BROWN_SKIN, [[discDistance(100, 100, 40), PAINT.black, 3]]);
    const labImage = imageToLab(image);
    const segmented = segmentLesion(labImage);
    if (!segmented.found) throw new Error('no lesion');
    const skin = surroundingSkin(labImage, segmented.mask, maskGeometry(segmented.mask).equivalentRadius);
    const expected = lab(BROWN_SKIN);
    expect(
      Math.hypot((skin?.L ?? 0) - expected.L, (skin?.a ?? 0) - expected.a, (skin?.b ?? 0) - expected.b),
    ).toBeLessThan(1);
  });
});
