import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';
import { generateHistory } from './stock-history';

describe('generateHistory', () => {
  it.each(['steady', 'intermittent'] as const)(
    '%s: ends on the final stock, never goes negative, and covers every day',
    (pattern) => {
      const events = generateHistory({
        finalStock: 37,
        threshold: 40,
        pattern,
        meanDaily: 5,
        days: 180,
        random: mulberry32(7),
      });
      let balance = 0;
      for (const e of events) {
        balance += e.quantity;
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(balance).toBe(37);
      expect(events[0]?.kind).toBe('receipt');
      expect(events.filter((e) => e.kind === 'receipt').length).toBeGreaterThan(1);
      const issueDays = new Set(events.filter((e) => e.kind === 'issue').map((e) => e.daysAgo));
      if (pattern === 'steady') expect(issueDays.size).toBeGreaterThan(150);
      else expect(issueDays.size).toBeLessThan(90);
      const ages = events.map((e) => e.daysAgo);
      expect(ages).toEqual([...ages].sort((a, b) => b - a));
    },
  );

  it('is deterministic for a seed', () => {
    const make = () =>
      generateHistory({
        finalStock: 5,
        threshold: 10,
        pattern: 'intermittent',
        meanDaily: 2,
        days: 60,
        random: mulberry32(1),
      });
    expect(make()).toEqual(make());
  });
});
