// Settings constants without zod: the web app's first download needs them (language, theme) but not the
// schema library. settings.ts re-exports everything here.
import type { Settings } from './settings';

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];
export type Theme = (typeof THEMES)[number];

/**
 * The spec names zones by abbreviation; times are shown in the IANA zone a person choosing it means,
 * daylight saving included (recorded in docs/spec-deviations.md).
 */
export const TIMEZONE_IANA: Record<Timezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  GMT: 'Europe/London',
};

/** Spec 000 section 2.9: every default, word for word. The email default is the viewer's profile email. */
export const DEFAULT_SETTINGS: Omit<Settings, 'email'> = {
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
};
