import { describe, expect, it } from 'vitest';
import { otsuThreshold } from './otsu';

describe('otsuThreshold', () => {
  it('splits two clusters between them, with η near 1', () => {
    const values = [...Array(60).fill(20), ...Array(40).fill(80)];
    const result = otsuThreshold(values);
    expect(result.threshold).toBeGreaterThanOrEqual(20);
    expect(result.threshold).toBeLessThan(80);
    expect(result.meanBelow).toBe(20);
    expect(result.meanAbove).toBe(80);
    expect(result.separability).toBeCloseTo(1, 6);
    // σ²_B = w0·w1·(μ1 − μ0)² = 0.6 · 0.4 · 60².
    expect(result.betweenVariance).toBeCloseTo(864, 6);
  });

  it('reports no separation for a constant channel', () => {
    expect(otsuThreshold([5, 5, 5]).separability).toBe(0);
  });
});
