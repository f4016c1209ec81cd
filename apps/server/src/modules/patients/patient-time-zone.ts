import { TIMEZONE_IANA, TIMEZONES, type Timezone } from '@careledger/shared';

/** The zone used when a patient has chosen none (the settings default, and the facility's UTC day). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The IANA zone of a patient's Time Zone setting (as stored in `settings.values`); UTC when unset or unknown. */
export function timeZoneOfSetting(setting: string | null | undefined): string {
  return TIMEZONES.includes(setting as Timezone) ? TIMEZONE_IANA[setting as Timezone] : DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Minutes east of UTC of an IANA zone at an instant (daylight saving included): what the engine and the report
 * need to know where the patient's days begin. "GMT-05:00" is -300; "GMT" is 0.
 */
export function utcOffsetAt(timeZone: string, instant: Date): number {
  const name = formatterFor(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
