import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A price with two decimals in the page's language (the app names no currency). */
export function usePrice(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (value: number) => formatter.format(value);
  }, [language]);
}
