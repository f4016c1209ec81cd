import { LANGUAGES, type Language } from '@careledger/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateStyle, formatDate, formatNumber } from '@/lib/format';
import { usePreferences } from './use-preferences';

function toLanguage(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** Dates and numbers in the language the page is shown in and the time zone chosen in Settings. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { timezone } = usePreferences();
  const language = toLanguage(i18n.resolvedLanguage);
  return useMemo(
    () => ({
      date: (value: string | Date, style: DateStyle = 'dateTime') =>
        formatDate(value, { language, timezone }, style),
      number: (value: number) => formatNumber(value, language),
    }),
    [language, timezone],
  );
}
