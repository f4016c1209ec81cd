import { describe, expect, it } from 'vitest';
import {
  chroma,
  deltaE76,
  hueDegrees,
  imageToLab,
  medianLab,
  medianOf,
  rgbToLab,
  sampleLab,
  srgbToLinear,
} from './color';

describe('colour conversion', () => {
  it('maps sRGB red, white and black to their published CIELAB (D65) values', () => {
    const red = rgbToLab(255, 0, 0);
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const white = rgbToLab(255, 255, 255);
    expect(white.L).toBeCloseTo(100, 2);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.02);
    expect(rgbToLab(0, 0, 0).L).toBe(0);
  });

  it('puts sRGB 119 grey at L* 50, the middle of the scale', () => {
    expect(rgbToLab(119, 119, 119).L).toBeCloseTo(50, 0);
  });

  it('undoes the sRGB curve with its linear toe below 0.04045', () => {
    expect(srgbToLinear(10)).toBeCloseTo(10 / 255 / 12.92, 10);
    expect(srgbToLinear(255)).toBeCloseTo(1, 10);
  });

  it('gives chroma, hue and ΔE76', () => {
    expect(chroma({ L: 50, a: 3, b: 4 })).toBe(5);
    expect(hueDegrees({ L: 50, a: 0, b: -10 })).toBeCloseTo(270, 10);
    expect(deltaE76({ L: 50, a: 0, b: 0 }, { L: 53, a: 4, b: 0 })).toBe(5);
  });

  it('converts every pixel of an image into its planes', () => {
    const lab = imageToLab({ width: 2, height: 1, data: Uint8Array.from([255, 0, 0, 0, 0, 0]) });
    expect(lab.L[0]).toBeCloseTo(53.24, 1);
    expect(lab.L[1]).toBe(0);
  });

  it('takes a median to the middle of its 0.05-unit bin, over the first `count` values', () => {
    expect(medianOf(Float32Array.from([3, 1, 2]))).toBeCloseTo(2.025, 10);
    expect(medianOf(Float32Array.from([10, 20, 30, 40]))).toBeCloseTo(20.025, 10);
    expect(medianOf(Float32Array.from([50, 40, 30, 99]), 3)).toBeCloseTo(40.025, 10);
    expect(medianOf(new Float32Array(0))).toBe(0);
  });

  it('samples every step-th pixel of every step-th row where asked, and takes per-channel medians', () => {
    // A 4 x 2 photo: at step 2 the pixels (0, 0) and (2, 0) are sampled; (2, 0) is left out by `keep`.
    const planes = {
      L: Float32Array.from([10, 11, 12, 13, 14, 15, 16, 17]),
      a: Float32Array.from([1, 0, 2, 0, 0, 0, 0, 0]),
      b: Float32Array.from([-1, 0, -2, 0, 0, 0, 0, 0]),
    };
    const samples = sampleLab(planes, 4, 2, 2, (i) => i !== 2);
    expect(samples.count).toBe(1);
    expect(medianLab(samples)).toEqual({
      L: expect.closeTo(10.025, 10),
      a: expect.closeTo(1.025, 10),
      b: expect.closeTo(-0.975, 10),
    });
  });
});
