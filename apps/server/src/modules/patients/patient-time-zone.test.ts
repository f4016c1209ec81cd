import { describe, expect, it } from 'vitest';
import { timeZoneOfSetting, utcOffsetAt } from './patient-time-zone';

describe('a patient’s time zone', () => {
  it('maps the Time Zone setting to an IANA zone, UTC when unset or unknown', () => {
    expect(timeZoneOfSetting('EST')).toBe('America/New_York');
    expect(timeZoneOfSetting('PST')).toBe('America/Los_Angeles');
    expect(timeZoneOfSetting(null)).toBe('UTC');
    expect(timeZoneOfSetting('Mars/Olympus')).toBe('UTC');
  });

  it('gives the offset at an instant, daylight saving included', () => {
    expect(utcOffsetAt('UTC', new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(utcOffsetAt('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetAt('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetAt('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetAt('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
  });
});
