const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as HH:mm (spec 001: each conversation entry's time), 24-hour in every language, in the reader's
 * time zone. lib/format's 'time' style follows the language (2:05 PM in English), which the spec does not.
 */
export function clockTime(value: string, language: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language}|${timeZone}`;
  let formatter = clockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
