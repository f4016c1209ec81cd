import { describe, expect, it } from 'vitest';
import { measureAsymmetry } from './asymmetry';
import { imageToLab } from './color';
import { maskGeometry } from './geometry';
import { segmentLesion } from './segment';
import { drawDisc, drawEllipse, drawFourColourLesion, drawStar, drawTwoLobes } from './synthetic';
import type { Mask, RgbImage } from './types';

function lesionMask(image: RgbImage): Mask {
  const result = segmentLesion(imageToLab(image));
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return result.mask;
}

describe('measureAsymmetry', () => {
  it('scores a disc 0', () => {
    expect(measureAsymmetry(lesionMask(drawDisc())).score).toBe(0);
  });

  it.each([0, 30, 45, 77])('scores an ellipse at %i° 0 and finds its long axis', (angleDeg) => {
    const mask = lesionMask(drawEllipse({ angleDeg }));
    const result = measureAsymmetry(mask);
    expect(result.score).toBe(0);
    const found = ((maskGeometry(mask).majorAngle * 180) / Math.PI + 180) % 180;
    expect(Math.min(Math.abs(found - angleDeg), 180 - Math.abs(found - angleDeg))).toBeLessThan(2);
  });

  it('scores two unequal lobes 1: symmetric about the line through both centres only', () => {
    const result = measureAsymmetry(lesionMask(drawTwoLobes()));
    expect(result.score).toBe(1);
    expect(result.axes[0].asymmetric).toBe(false);
    expect(result.axes[1].mismatch).toBeGreaterThan(0.15);
  });

  it('finds the symmetry axes of a six-pointed star, which the moments cannot tell apart', () => {
    const result = measureAsymmetry(lesionMask(drawStar()));
    expect(result.score).toBe(0);
    expect(Math.max(result.axes[0].mismatch, result.axes[1].mismatch)).toBeLessThan(0.08);
  });

  it('scores the irregular three-lobed lesion 2', () => {
    expect(measureAsymmetry(lesionMask(drawFourColourLesion())).score).toBe(2);
  });
});
