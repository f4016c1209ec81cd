import { LANGUAGES, type Language } from '@careledger/shared';
import { formatDate } from '../format';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** `{{expiry, date}}` in the catalogue: a YYYY-MM-DD day, written the way the reader's language writes dates. */
export function formatCatalogueDate(value: unknown, language: string | undefined): string {
  if (typeof value !== 'string') return '';
  const written = language !== undefined && isLanguage(language) ? language : 'en';
  // A calendar date names a day, so the time zone plays no part (formatDate keeps it in UTC).
  return formatDate(value, { language: written, timezone: 'UTC' }, 'date');
}
