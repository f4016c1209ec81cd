const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The YYYY-MM-DD day of a date the engine gave: a calendar date is that day; a date-time (an instant in UTC) is
 * its day in the reader's time zone, so "tomorrow at 9am" is tomorrow wherever the UTC date falls.
 */
export function calendarDay(value: string, timeZone: string): string {
  if (CALENDAR_DATE.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value.slice(0, 10);
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}
