import { describe, expect, it } from 'vitest';
import { addDays, dailySeries, HISTORY_DAYS } from './demand-series';

describe('dailySeries', () => {
  it('fills days without use with zeros, from the first movement to the last day', () => {
    const used = { from: '2026-11-02', csv: '3,0,5' };
    expect(dailySeries({ firstDay: '2026-11-01', lastDay: '2026-11-05', used })).toEqual([0, 3, 0, 5, 0]);
  });

  it('reads at most a year back, and nothing before the first movement', () => {
    const used = { from: '2020-01-01', csv: '9' };
    const series = dailySeries({ firstDay: '2020-01-01', lastDay: '2026-11-24', used });
    expect(series).toHaveLength(HISTORY_DAYS);
    expect(series.every((v) => v === 0)).toBe(true);
    expect(addDays('2026-11-24', -(HISTORY_DAYS - 1))).toBe('2025-11-25');
  });

  it('keeps only the days inside the window, and never a negative day', () => {
    const used = { from: '2026-10-30', csv: '4,4,-2,1,7' };
    expect(dailySeries({ firstDay: '2026-10-01', lastDay: '2026-11-02', used }).slice(-4)).toEqual([
      4, 4, 0, 1,
    ]);
    expect(dailySeries({ firstDay: '2026-11-01', lastDay: '2026-11-02', used })).toEqual([0, 1]);
  });

  it('reads numbers of several digits, and refuses anything but comma-separated integers', () => {
    const used = { from: '2026-11-01', csv: '120,0,3405' };
    expect(dailySeries({ firstDay: '2026-11-01', lastDay: '2026-11-03', used })).toEqual([120, 0, 3405]);
    const bad = { from: '2026-11-01', csv: '1,x' };
    expect(() => dailySeries({ firstDay: '2026-11-01', lastDay: '2026-11-02', used: bad })).toThrow(
      /not comma/,
    );
  });

  it('is empty when the item first moved today (nothing complete to read)', () => {
    expect(dailySeries({ firstDay: '2026-11-25', lastDay: '2026-11-24', used: null })).toEqual([]);
  });
});
