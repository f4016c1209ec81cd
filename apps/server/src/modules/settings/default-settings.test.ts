import { DEFAULT_SETTINGS } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { defaultSettingsFor, hasNotificationFlagChanged } from './default-settings';

describe('defaultSettingsFor', () => {
  it('is the spec defaults with the profile email', () => {
    expect(defaultSettingsFor('a@example.org')).toEqual({ ...DEFAULT_SETTINGS, email: 'a@example.org' });
  });
});

describe('hasNotificationFlagChanged', () => {
  const base = defaultSettingsFor('a@example.org');
  it('is true when a notification switch changes', () => {
    expect(hasNotificationFlagChanged(base, { ...base, smsNotifications: true })).toBe(true);
    expect(hasNotificationFlagChanged(base, { ...base, desktopNotifications: false })).toBe(true);
  });
  it('is false for other settings', () => {
    expect(
      hasNotificationFlagChanged(base, { ...base, theme: 'dark', language: 'de', compactMode: true }),
    ).toBe(false);
  });
});
