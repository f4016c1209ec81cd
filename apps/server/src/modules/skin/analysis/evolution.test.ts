import { describe, expect, it } from 'vitest';
import { measureChange, type PreviousAnalysis } from './evolution';

const before: PreviousAnalysis = {
  areaPx: 10_000,
  imagePixels: 1_000_000,
  areaMm2: null,
  border: 2,
  colours: ['darkBrown'],
};

describe('measureChange', () => {
  it('sees no change in the same measurements', () => {
    expect(measureChange(before, before).changed).toBe(false);
  });

  it('normalises area by the photo when there is no scale', () => {
    const result = measureChange({ ...before, areaPx: 3_000, imagePixels: 250_000 }, before);
    expect(result.areaBasis).toBe('imageShare');
    expect(result.areaChange).toBeCloseTo(0.2, 12);
    expect(result.changed).toBe(true);
  });

  it('uses mm² when both analyses have a scale', () => {
    const result = measureChange({ ...before, areaPx: 50_000, areaMm2: 11 }, { ...before, areaMm2: 10 });
    expect(result.areaBasis).toBe('mm2');
    expect(result.changed).toBe(false);
  });

  it('counts a border rise of 2 and any new colour', () => {
    expect(measureChange({ ...before, border: 3 }, before).changed).toBe(false);
    expect(measureChange({ ...before, border: 4 }, before).changed).toBe(true);
    expect(measureChange({ ...before, colours: ['darkBrown', 'blueGrey'] }, before).newColours).toEqual([
      'blueGrey',
    ]);
  });
});
