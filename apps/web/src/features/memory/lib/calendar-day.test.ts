import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day';

describe('calendarDay', () => {
  it('keeps a calendar date as it is, whatever the zone', () => {
    expect(calendarDay('2026-11-21', 'America/Los_Angeles')).toBe('2026-11-21');
  });

  it('gives an instant’s day in the reader’s zone', () => {
    expect(calendarDay('2026-11-21T03:00:00.000Z', 'UTC')).toBe('2026-11-21');
    expect(calendarDay('2026-11-21T03:00:00.000Z', 'America/New_York')).toBe('2026-11-20');
  });
});
