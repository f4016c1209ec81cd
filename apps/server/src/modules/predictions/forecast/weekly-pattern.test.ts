import { describe, expect, it } from 'vitest';
import { mulberry32, poisson } from './test-series';
import { hasWeeklyPattern } from './weekly-pattern';

describe('hasWeeklyPattern', () => {
  it('finds a clinic closed at weekends', () => {
    const random = mulberry32(1);
    const history = Array.from({ length: 112 }, (_, t) => (t % 7 >= 5 ? 0 : poisson(random, 8)));
    expect(hasWeeklyPattern(history)).toBe(true);
  });

  it('finds no pattern in noise around a level on most series', () => {
    const random = mulberry32(2);
    const found = Array.from({ length: 40 }, () =>
      hasWeeklyPattern(Array.from({ length: 112 }, () => poisson(random, 8))),
    ).filter(Boolean).length;
    // A 5 % test: about 2 of 40 by chance.
    expect(found).toBeLessThanOrEqual(6);
  });

  it('needs two whole weeks, and takes an exact repeat as a pattern unless it is flat', () => {
    expect(hasWeeklyPattern([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6])).toBe(false);
    expect(hasWeeklyPattern([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7])).toBe(true);
    expect(hasWeeklyPattern(new Array(28).fill(4))).toBe(false);
  });
});
