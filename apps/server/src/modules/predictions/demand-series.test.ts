import { describe, expect, it } from 'vitest';
import { addDays, dailySeries, HISTORY_DAYS } from './demand-series';

describe('dailySeries', () => {
  it('fills days without use with zeros, from the first movement to the last day', () => {
    const units = new Map([
      ['2026-11-02', 3],
      ['2026-11-04', 5],
    ]);
    expect(dailySeries({ firstDay: '2026-11-01', lastDay: '2026-11-05', units })).toEqual([0, 3, 0, 5, 0]);
  });

  it('reads at most a year back, and nothing before the first movement', () => {
    const units = new Map([['2020-01-01', 9]]);
    const series = dailySeries({ firstDay: '2020-01-01', lastDay: '2026-11-24', units });
    expect(series).toHaveLength(HISTORY_DAYS);
    expect(series.every((v) => v === 0)).toBe(true);
    expect(addDays('2026-11-24', -(HISTORY_DAYS - 1))).toBe('2025-11-25');
  });

  it('is empty when the item first moved today (nothing complete to read)', () => {
    expect(dailySeries({ firstDay: '2026-11-25', lastDay: '2026-11-24', units: new Map() })).toEqual([]);
  });
});
