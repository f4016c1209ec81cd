import { z } from 'zod';

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

export const settingsSchema = z.object({
  email: z.email({ message: 'Enter a valid email address, like name@example.org.' }).max(254),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  desktopNotifications: z.boolean(),
  mobileNotifications: z.boolean(),
  autoLogout: z.boolean(),
  systemUpdates: z.boolean(),
  securityAlerts: z.boolean(),
  inventoryAlerts: z.boolean(),
  realtimeUpdates: z.boolean(),
  smsNotifications: z.boolean(),
  emailDigest: z.boolean(),
  theme: z.enum(THEMES),
  compactMode: z.boolean(),
  showAnimations: z.boolean(),
  dataCollection: z.boolean(),
  analytics: z.boolean(),
  locationServices: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

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
