import { type Language, TIMEZONE_IANA, type Timezone } from '@careledger/shared';

export type DateStyle = 'date' | 'dateTime' | 'time';

interface FormatContext {
  language: Language;
  timezone: Timezone;
}

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date without a time ("2024-03-15") names a day, not an instant: never shift it by a zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateFormatter(language: Language, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Every date or time the app shows goes through here: the viewer's language and chosen time zone. */
export function formatDate(
  value: string | Date,
  context: FormatContext,
  style: DateStyle = 'dateTime',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return dateFormatter(context.language, 'UTC', 'date').format(date);
  }
  return dateFormatter(context.language, TIMEZONE_IANA[context.timezone], style).format(date);
}

const NUMBER_STYLES = {
  plain: {},
  percent: { style: 'percent', maximumFractionDigits: 0 },
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: Language, style: keyof typeof NUMBER_STYLES): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, NUMBER_STYLES[style]);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** A number in the language's own way ("1,234.5", "1.234,5"); a list of them reuses one formatter. */
export function formatNumber(value: number, language: Language): string {
  return numberFormatter(language, 'plain').format(value);
}

/** A 0..1 share as a whole percentage in the language's own way ("87%", "87 %" with a no-break space). */
export function formatPercent(share: number, language: Language): string {
  return numberFormatter(language, 'percent').format(share);
}

/** A price or total with two decimals; the app names no currency. */
export function formatMoney(value: number, language: Language): string {
  return numberFormatter(language, 'money').format(value);
}
