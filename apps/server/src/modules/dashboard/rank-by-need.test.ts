import { describe, expect, it } from 'vitest';
import { rankByNeed } from './rank-by-need';

describe('rankByNeed', () => {
  it('puts critical before low before good, and the emptiest first within a status', () => {
    const ranked = rankByNeed([
      { name: 'good', stock: 50, threshold: 10, status: 'good' as const },
      { name: 'low-a', stock: 9, threshold: 10, status: 'low' as const },
      { name: 'crit', stock: 5, threshold: 10, status: 'critical' as const },
      { name: 'low-b', stock: 6, threshold: 10, status: 'low' as const },
      { name: 'crit-empty', stock: 0, threshold: 10, status: 'critical' as const },
    ]);
    expect(ranked.map((r) => r.name)).toEqual(['crit-empty', 'crit', 'low-b', 'low-a', 'good']);
  });
});
