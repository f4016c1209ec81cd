import { describe, expect, it } from 'vitest';
import { browserUtcOffset, dayFromToday, sampleInstant } from './sample-time';

// Wednesday 12 March 2025, 3 pm, in the machine's own zone (the demo reads the browser's).
const NOW = new Date(2025, 2, 12, 15, 0);

describe('sampleInstant', () => {
  it('places a sample some calendar days back at its wall-clock time', () => {
    expect(sampleInstant({ daysAgo: 1, at: '10:30' }, NOW)).toEqual(new Date(2025, 2, 11, 10, 30));
    expect(sampleInstant({ daysAgo: 13, at: '08:05' }, NOW)).toEqual(new Date(2025, 1, 27, 8, 5));
  });

  it('places a sample some minutes before now', () => {
    expect(sampleInstant({ minutesAgo: 45 }, NOW)).toEqual(new Date(2025, 2, 12, 14, 15));
  });

  it('keeps a minutes-ago sample within today just after midnight', () => {
    const justAfterMidnight = new Date(2025, 2, 12, 0, 20);
    expect(sampleInstant({ minutesAgo: 180 }, justAfterMidnight)).toEqual(new Date(2025, 2, 12, 0, 0));
  });
});

describe('dayFromToday', () => {
  it('counts calendar days from today at the given offset, across a month end', () => {
    expect(dayFromToday(new Date('2025-03-31T12:00:00Z'), 1, 0)).toBe('2025-04-01');
    expect(dayFromToday(new Date('2025-03-01T12:00:00Z'), -1, 0)).toBe('2025-02-28');
    expect(dayFromToday(new Date('2025-03-12T12:00:00Z'), 0, 0)).toBe('2025-03-12');
  });

  it('starts from the day at the offset, not the UTC day', () => {
    // 23:30 UTC is already the next day at UTC+2.
    expect(dayFromToday(new Date('2025-03-12T23:30:00Z'), 1, 120)).toBe('2025-03-14');
  });
});

describe('browserUtcOffset', () => {
  it('is minus the runtime offset, and never -0', () => {
    const offset = browserUtcOffset(NOW);
    expect(offset).toBe(-NOW.getTimezoneOffset() || 0);
    expect(Object.is(offset, -0)).toBe(false);
  });
});
