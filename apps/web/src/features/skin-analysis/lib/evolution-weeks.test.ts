import { EVOLUTION_WEEKS_MAX } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { parseEvolutionWeeks } from './evolution-weeks';

describe('parseEvolutionWeeks', () => {
  it.each([
    ['6', 6],
    [' 12 ', 12],
    ['0', 0],
    ['3.7', 3],
  ])('reads %j as %d weeks', (text, weeks) => {
    expect(parseEvolutionWeeks(text)).toBe(weeks);
  });

  it.each(['', 'abc', 'six', '-4', '.5'])('reads %j, which is no count of weeks, as 0', (text) => {
    expect(parseEvolutionWeeks(text)).toBe(0);
  });

  it('holds a count past the most at the most', () => {
    expect(parseEvolutionWeeks(String(EVOLUTION_WEEKS_MAX + 1))).toBe(EVOLUTION_WEEKS_MAX);
    expect(parseEvolutionWeeks('99999')).toBe(EVOLUTION_WEEKS_MAX);
  });
});
