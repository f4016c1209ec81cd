// Settings constants without zod: the web app's first download needs them (language, theme) but not the
// schema library. settings.ts re-exports everything here, and depends on this file, never the other way.

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
