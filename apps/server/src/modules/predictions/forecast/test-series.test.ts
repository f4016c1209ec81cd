import { describe, expect, it } from 'vitest';
import { classifyDemand } from './classify';
import { mulberry32, poisson, SERIES_KINDS, syntheticSeries } from './test-series';

describe('synthetic series', () => {
  it('repeats exactly for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('draws Poisson counts with the asked mean', () => {
    const random = mulberry32(4);
    const draws = Array.from({ length: 4000 }, () => poisson(random, 3));
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeCloseTo(3, 1);
  });

  it('gives each kind demand of the class its name promises', () => {
    const random = mulberry32(5);
    const classes = Object.fromEntries(
      SERIES_KINDS.map((kind) => [kind, classifyDemand(syntheticSeries(kind, 365, random)).demandClass]),
    );
    expect(classes.smooth).toBe('smooth');
    expect(classes.trending).toBe('smooth');
    expect(classes.intermittent).toBe('intermittent');
    expect(classes.lumpy).toBe('lumpy');
  });
});
