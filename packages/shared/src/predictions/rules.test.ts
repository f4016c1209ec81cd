import { describe, expect, it } from 'vitest';
import { predictionGroup, restockingThreshold, riskLevel, riskScore } from './rules';

describe('prediction rules (spec 001 section 9)', () => {
  it('groups at 7, 8, 14 and 15 days; no restocking needed is safe whatever the days', () => {
    expect(predictionGroup(true, 0)).toBe('urgent');
    expect(predictionGroup(true, 7)).toBe('urgent');
    expect(predictionGroup(true, 8)).toBe('moderate');
    expect(predictionGroup(true, 14)).toBe('moderate');
    // The spec leaves this case in no group; CareLedger watches it with moderate.
    expect(predictionGroup(true, 15)).toBe('moderate');
    expect(predictionGroup(true, null)).toBe('moderate');
    expect(predictionGroup(false, 3)).toBe('safe');
  });

  it('scores risk as (urgent × 0.5 + moderate × 0.3) / total × 100, with its levels', () => {
    expect(riskScore({ urgent: 0, moderate: 0, total: 0 })).toBe(0);
    expect(riskScore({ urgent: 2, moderate: 1, total: 4 })).toBe(32.5);
    expect(riskScore({ urgent: 10, moderate: 0, total: 10 })).toBe(50);
    expect(riskLevel(70)).toBe('High');
    expect(riskLevel(69.9)).toBe('Medium');
    expect(riskLevel(40)).toBe('Medium');
    expect(riskLevel(39.9)).toBe('Low');
  });

  it('puts the restocking threshold at 70 % of the item threshold, in whole units', () => {
    expect(restockingThreshold(20)).toBe(14);
    expect(restockingThreshold(5)).toBe(4);
    expect(restockingThreshold(0)).toBe(0);
  });
});
