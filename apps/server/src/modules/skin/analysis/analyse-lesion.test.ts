import { describe, expect, it } from 'vitest';
import { type AnalyseLesionOptions, analyseLesion } from './analyse-lesion';
import { drawBlank, drawDisc, drawEllipse, drawFourColourLesion, drawStar, drawTwoLobes } from './synthetic';
import type { RgbImage } from './types';

const basic: AnalyseLesionOptions = { mode: 'basic', hasEvolved: false, evolutionWeeks: 0, skinType: 'II' };

function analyse(image: RgbImage, options: Partial<AnalyseLesionOptions> = {}) {
  const result = analyseLesion(image, { ...basic, ...options });
  if (!result.found) throw new Error(`no lesion: ${result.reason}`);
  return result;
}

describe('analyseLesion', () => {
  it('reads a small uniform disc as symmetric, one colour, low risk', () => {
    // 320 px across 40 mm: the disc's ~121 px are ~15 mm, so even the size points keep it low.
    const result = analyse(drawDisc(), { fieldOfViewMm: 40 });
    expect(result.features.asymmetry).toBe(0);
    expect(result.features.color).toBe(1);
    expect(result.features.colours).toEqual(['darkBrown']);
    expect(result.prediction).toBe('low_risk');
    expect(result.skinTone).toEqual({
      ita: expect.any(Number),
      category: 'light',
      fitzpatrickComparison: 'agree',
    });
    expect(result.overlay.data).toHaveLength(result.overlay.width * result.overlay.height * 3);
  });

  it.each([0, 30, 45, 77])('reads an ellipse at %i° as symmetric', (angleDeg) => {
    expect(analyse(drawEllipse({ angleDeg })).features.asymmetry).toBe(0);
  });

  it('reads two unequal lobes as asymmetric', () => {
    expect(analyse(drawTwoLobes()).features.asymmetry).toBeGreaterThanOrEqual(1);
  });

  it('scores a star’s border above a disc’s', () => {
    expect(analyse(drawStar()).features.border).toBeGreaterThan(analyse(drawDisc()).features.border);
  });

  it.each(['basic', 'enhanced'] as const)('calls the four-colour lesion high risk (%s mode)', (mode) => {
    const result = analyse(drawFourColourLesion(), { mode, fieldOfViewMm: 30 });
    expect(result.features.color).toBeGreaterThanOrEqual(3);
    expect(result.tds).toBeGreaterThan(5.45);
    expect(result.prediction).toBe('high_risk');
    expect(result.features.dUsed).toBe(mode === 'basic' ? 'diameter' : 'differentialStructures');
  });

  it('finds no lesion in a blank photo', () => {
    expect(analyseLesion(drawBlank(), basic)).toEqual({ found: false, reason: 'low_contrast' });
  });

  it('gives the diameter in mm when the field of view is given, and states it unknown otherwise', () => {
    const withScale = analyse(drawDisc({ radius: 60 }), { fieldOfViewMm: 32 });
    // A 121 px disc in a 320 px photo 32 mm wide: 12.1 mm.
    expect(withScale.features.diameterPx).toBeGreaterThan(118);
    expect(withScale.features.diameterPx).toBeLessThan(124);
    expect(withScale.features.diameterMm).toBeCloseTo(withScale.features.diameterPx / 10, 1);
    expect(withScale.features.dUsed).toBe('diameter');
    const withoutScale = analyse(drawDisc({ radius: 60 }));
    expect(withoutScale.features.diameterMm).toBeNull();
    expect(withoutScale.features.dUsed).toBe('differentialStructures');
  });

  it('raises the level one step when the person reports evolution', () => {
    const still = analyse(drawDisc(), { mode: 'enhanced' });
    const evolved = analyse(drawDisc(), { mode: 'enhanced', hasEvolved: true, evolutionWeeks: 8 });
    expect(still.prediction).toBe('low_risk');
    expect(evolved.tds).toBe(still.tds);
    expect(evolved.prediction).toBe('moderate_risk');
    expect(evolved.evolution).toMatchObject({ hasEvolved: true, evolutionWeeks: 8, raisedLevel: true });
  });

  it('raises the level when the lesion measurably grew since the previous analysis', () => {
    const before = analyse(drawDisc({ radius: 50 }), { mode: 'enhanced' });
    const after = analyse(drawDisc({ radius: 62 }), { mode: 'enhanced', previous: before.measurements });
    expect(after.evolution.measured?.areaChange).toBeGreaterThan(0.2);
    expect(after.prediction).toBe('moderate_risk');
  });
});
