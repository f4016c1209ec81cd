import { describe, expect, it } from 'vitest';
import { chooseD, diameterScore, feretDiameterPx, pixelsToMm } from './diameter';

function rectangle(width: number, height: number, w: number, h: number) {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[(y + 5) * width + x + 5] = 1;
  return { width, height, data };
}

describe('diameter', () => {
  it('measures the largest Feret diameter, a rectangle’s diagonal', () => {
    expect(feretDiameterPx(rectangle(60, 60, 30, 40))).toBeCloseTo(50, 6);
  });

  it('converts to millimetres only when the field of view is given', () => {
    expect(pixelsToMm(100, 40, 400)).toBe(10);
    expect(pixelsToMm(100, undefined, 400)).toBeNull();
    expect(pixelsToMm(100, 0, 400)).toBeNull();
  });

  it('gives one D point per 2 mm, 1 to 5', () => {
    expect([0, 1.9, 2, 5.9, 6, 7.99, 8, 30].map(diameterScore)).toEqual([1, 1, 2, 3, 4, 4, 5, 5]);
  });

  it('uses structures in enhanced mode or without a scale, the diameter otherwise', () => {
    expect(chooseD({ mode: 'enhanced', diameterMm: 9, differentialStructures: 2 })).toEqual({
      d: 2,
      dUsed: 'differentialStructures',
    });
    expect(chooseD({ mode: 'basic', diameterMm: 9, differentialStructures: 2 })).toEqual({
      d: 5,
      dUsed: 'diameter',
    });
    expect(chooseD({ mode: 'basic', diameterMm: null, differentialStructures: 2 }).dUsed).toBe(
      'differentialStructures',
    );
  });
});
