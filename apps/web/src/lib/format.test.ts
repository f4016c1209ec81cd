import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent } from './format';

// 12:00 UTC on a summer day: New York and London are on daylight saving time.
const SUMMER_NOON_UTC = '2026-07-01T12:00:00Z';
const WINTER_NOON_UTC = '2026-01-15T12:00:00Z';

describe('formatDate', () => {
  it('shows the same instant in each of the settings time zones', () => {
    const time = (timezone: 'UTC' | 'EST' | 'PST' | 'GMT') =>
      formatDate(SUMMER_NOON_UTC, { language: 'en', timezone }, 'time');
    expect(time('UTC')).toBe('12:00 PM');
    expect(time('EST')).toBe('8:00 AM');
    expect(time('PST')).toBe('5:00 AM');
    expect(time('GMT')).toBe('1:00 PM');
  });

  it('follows standard time in winter', () => {
    expect(formatDate(WINTER_NOON_UTC, { language: 'en', timezone: 'EST' }, 'time')).toBe('7:00 AM');
    expect(formatDate(WINTER_NOON_UTC, { language: 'en', timezone: 'GMT' }, 'time')).toBe('12:00 PM');
  });

  it('moves the date when the zone crosses midnight', () => {
    const lateEvening = '2026-07-02T02:30:00Z';
    expect(formatDate(lateEvening, { language: 'en', timezone: 'UTC' }, 'date')).toBe('Jul 2, 2026');
    expect(formatDate(lateEvening, { language: 'en', timezone: 'PST' }, 'date')).toBe('Jul 1, 2026');
  });

  it('writes dates in the chosen language', () => {
    expect(formatDate(SUMMER_NOON_UTC, { language: 'de', timezone: 'UTC' }, 'date')).toBe('01.07.2026');
    expect(formatDate(SUMMER_NOON_UTC, { language: 'fr', timezone: 'UTC' }, 'date')).toBe('1 juil. 2026');
    expect(formatDate(SUMMER_NOON_UTC, { language: 'es', timezone: 'UTC' }, 'time')).toBe('12:00');
  });

  it('keeps a calendar date on its day in every zone', () => {
    expect(formatDate('2021-03-15', { language: 'en', timezone: 'PST' }, 'date')).toBe('Mar 15, 2021');
  });

  it('returns text it cannot read as a date unchanged', () => {
    expect(formatDate('N/A', { language: 'en', timezone: 'UTC' })).toBe('N/A');
  });
});

// A share as a whole percentage the language's way (a no-break space before % where it has one); a price
// always with two decimals and the language's separators.
const NUMBER_FORMATS = { percent: formatPercent, money: formatMoney };

describe('formatPercent and formatMoney', () => {
  it.each([
    ['percent', 0.873, 'en', '87%'],
    ['percent', 0.9, 'de', '90\u00a0%'],
    ['percent', 0.065, 'fr', '7\u00a0%'],
    ['percent', 1, 'es', '100\u00a0%'],
    ['money', 4.5, 'en', '4.50'],
    ['money', 1234.567, 'en', '1,234.57'],
    ['money', 4.5, 'de', '4,50'],
    ['money', 0, 'fr', '0,00'],
  ] as const)('writes the %s %d in %s as %j', (kind, value, language, expected) => {
    expect(NUMBER_FORMATS[kind](value, language)).toBe(expected);
  });
});
