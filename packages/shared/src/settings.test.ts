import { describe, expect, it } from 'vitest';
import { settingsSchema, TIMEZONE_IANA, TIMEZONES } from './settings';
import { DEFAULT_SETTINGS } from './settings-defaults';

describe('DEFAULT_SETTINGS', () => {
  it('matches the spec defaults (000 section 2.9)', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      language: 'en',
      timezone: 'UTC',
      desktopNotifications: true,
      mobileNotifications: true,
      autoLogout: false,
      systemUpdates: false,
      securityAlerts: true,
      inventoryAlerts: true,
      realtimeUpdates: true,
      smsNotifications: false,
      emailDigest: true,
      theme: 'system',
      compactMode: false,
      showAnimations: true,
      dataCollection: true,
      analytics: true,
      locationServices: false,
    });
  });
  it('is a valid settings object once an email is added', () => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, email: 'admin@example.org' }).success).toBe(true);
  });
  it('rejects an unknown language and a malformed email', () => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, email: 'x@y.org', language: 'it' }).success).toBe(
      false,
    );
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, email: 'not-an-email' }).success).toBe(false);
  });
  it('maps every timezone option to a zone the platform knows', () => {
    for (const tz of TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: TIMEZONE_IANA[tz] })).not.toThrow();
    }
  });
});
