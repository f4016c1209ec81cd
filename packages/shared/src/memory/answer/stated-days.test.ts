import { describe, expect, it } from 'vitest';
import { canNameTimeIn, isSpanWithin, statedSpans } from './stated-days';

// Told on Tuesday 4 March 2025 at 9 am UTC.
const TOLD = new Date('2025-03-04T09:00:00.000Z');
const iso = (text: string) =>
  statedSpans(text, TOLD, 0).map((span) => [
    new Date(span.start).toISOString(),
    new Date(span.end).toISOString(),
  ]);

describe('the times a memory names', () => {
  it('names a whole day, a part of one, or an hour', () => {
    expect(iso('Tomorrow I see the nurse.')).toEqual([
      ['2025-03-05T00:00:00.000Z', '2025-03-06T00:00:00.000Z'],
    ]);
    expect(iso('I forgot my pills last night.')).toEqual([
      ['2025-03-03T17:00:00.000Z', '2025-03-04T00:00:00.000Z'],
    ]);
    expect(iso('The appointment is on Thursday at 2:30 pm.')).toEqual([
      ['2025-03-06T14:30:00.000Z', '2025-03-06T15:30:00.000Z'],
    ]);
  });

  it('reads a weekday about the future as the next one, and about the past as the last', () => {
    expect(iso('Tom is coming on Saturday.')[0]?.[0]).toBe('2025-03-08T00:00:00.000Z');
    expect(iso('Tom visited on Saturday.')[0]?.[0]).toBe('2025-03-01T00:00:00.000Z');
  });

  it('names nothing with only a clock time, a dose or "sat"', () => {
    expect(iso('I take 10 mg at 8 am.')).toEqual([]);
    expect(iso('I sat down for a while.')).toEqual([]);
  });

  it('puts a memory in a time only with a span no longer than it', () => {
    const morning = [new Date('2025-03-05T05:00:00Z'), new Date('2025-03-05T12:00:00Z')] as const;
    const day = { start: Date.parse('2025-03-05T00:00:00Z'), end: Date.parse('2025-03-06T00:00:00Z') };
    const hour = { start: Date.parse('2025-03-05T10:00:00Z'), end: Date.parse('2025-03-05T11:00:00Z') };
    expect(isSpanWithin(day, ...morning)).toBe(false);
    expect(isSpanWithin(hour, ...morning)).toBe(true);
  });

  it('skips memories told far from the range unless they can reach it', () => {
    const june = [new Date('2025-06-01T00:00:00Z'), new Date('2025-06-02T00:00:00Z')] as const;
    expect(canNameTimeIn('See you on Friday.', TOLD.getTime(), ...june)).toBe(false);
    expect(canNameTimeIn('The check-up is on 1 June.', TOLD.getTime(), ...june)).toBe(true);
    expect(canNameTimeIn('The check-up is in three months.', TOLD.getTime(), ...june)).toBe(true);
  });
});
