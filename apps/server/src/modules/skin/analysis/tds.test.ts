import { describe, expect, it } from 'vitest';
import { raiseForEvolution, riskLevel, totalDermoscopyScore } from './tds';

describe('TDS', () => {
  it('weighs A 1.3, B 0.1, C 0.5 and D 0.5', () => {
    expect(totalDermoscopyScore({ asymmetry: 2, border: 8, colour: 6, d: 5 })).toBe(8.9);
    expect(totalDermoscopyScore({ asymmetry: 1, border: 3, colour: 2, d: 2 })).toBe(3.6);
  });

  it('puts the cut-offs at 4.75 and 5.45', () => {
    expect(riskLevel(4.74)).toBe('low_risk');
    expect(riskLevel(4.75)).toBe('moderate_risk');
    expect(riskLevel(5.45)).toBe('moderate_risk');
    expect(riskLevel(5.46)).toBe('high_risk');
  });

  it('raises the level one step on evolution, high staying high', () => {
    expect(raiseForEvolution('low_risk', true)).toBe('moderate_risk');
    expect(raiseForEvolution('moderate_risk', true)).toBe('high_risk');
    expect(raiseForEvolution('high_risk', true)).toBe('high_risk');
    expect(raiseForEvolution('low_risk', false)).toBe('low_risk');
  });
});
