import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { alertWords, errorWords, notificationWords, type Translate } from '@/lib/server-text';

/**
 * Alerts', notifications' and errors' words in the language the page is shown in, re-rendered when it
 * changes. It never suspends: until the catalogue has loaded, the English the server stored shows.
 */
export function useServerText() {
  const { t } = useTranslation(MESSAGES_NAMESPACE, { useSuspense: false });
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return {
      notification: (n: Parameters<typeof notificationWords>[1]) => notificationWords(translate, n),
      alert: (a: Parameters<typeof alertWords>[1]) => alertWords(translate, a),
      error: (...args: [messageKey: string, params: Parameters<typeof errorWords>[2], english: string]) =>
        errorWords(translate, ...args),
    };
  }, [t]);
}
