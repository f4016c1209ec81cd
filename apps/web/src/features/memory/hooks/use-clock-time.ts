import { TIMEZONE_IANA } from '@careledger/shared';
import { useCallback } from 'react';
import { usePreferences } from '@/hooks/use-preferences';
import { useTranslation } from '@/lib/i18n';
import { clockTime } from '../lib/clock-time';

/** HH:mm of an instant in the reader's language and the time zone chosen in Settings. */
export function useClockTime() {
  const { i18n } = useTranslation();
  const { timezone } = usePreferences();
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (value: string) => clockTime(value, language, TIMEZONE_IANA[timezone]),
    [language, timezone],
  );
}
