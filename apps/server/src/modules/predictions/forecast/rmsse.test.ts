import { describe, expect, it } from 'vitest';
import { rmsse, rmsseScale } from './rmsse';

describe('rmsse', () => {
  it('matches a hand computation', () => {
    // Training 1, 3, 2, 4: changes 2, -1, 2, squared 4 + 1 + 4 = 9 over n - 1 = 3 → scale 3.
    // Errors 3 - 4 = -1 and 5 - 3 = 2: mean squared error 2.5. RMSSE = sqrt(2.5 / 3).
    expect(rmsseScale([1, 3, 2, 4])).toBe(3);
    expect(rmsse([3, 5], [4, 3], [1, 3, 2, 4])).toBeCloseTo(Math.sqrt(2.5 / 3), 12);
  });

  it('scores a perfect forecast 0', () => {
    expect(rmsse([7, 8], [7, 8], [1, 2, 3])).toBe(0);
  });

  it('stays finite on a constant training series, scaling by the squared level instead', () => {
    // Scale 5² = 25; errors 0 and 1: sqrt(0.5 / 25).
    expect(rmsseScale([5, 5, 5])).toBe(25);
    expect(rmsse([5, 6], [5, 5], [5, 5, 5])).toBeCloseTo(Math.sqrt(0.02), 12);
  });

  it('counts errors in units after an all-zero training series', () => {
    expect(rmsseScale([0, 0, 0])).toBe(1);
    expect(rmsse([2, 0], [0, 0], [0, 0, 0])).toBeCloseTo(Math.sqrt(2), 12);
  });

  it('refuses forecasts of a different length', () => {
    expect(() => rmsse([1, 2], [1], [1, 2])).toThrow(RangeError);
  });
});
