import { LANGUAGES, type Language } from '@careledger/shared';
import { useMemo } from 'react';
import { type DateStyle, formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { usePreferences } from './use-preferences';

function toLanguage(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/**
 * Dates, numbers, percentages and prices in the language the page is shown in and the time zone chosen in
 * Settings.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { timezone } = usePreferences();
  const language = toLanguage(i18n.resolvedLanguage);
  return useMemo(
    () => ({
      date: (value: string | Date, style: DateStyle = 'dateTime') =>
        formatDate(value, { language, timezone }, style),
      number: (value: number) => formatNumber(value, language),
      /** A 0..1 share as a whole percentage. */
      percent: (share: number) => formatPercent(share, language),
      money: (value: number) => formatMoney(value, language),
    }),
    [language, timezone],
  );
}
