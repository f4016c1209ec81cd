import { MESSAGES_NAMESPACE, type MedicineText } from '@careledger/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Translate, wordServerText } from '@/lib/server-text';
import {
  conditionKey,
  DISCLAIMER_KEY,
  medicineTextKey,
  redFlagActionKey,
  redFlagNameKey,
  symptomKey,
} from './medicine-text-keys';

/**
 * The answer's codes in the reader's language, from the server's catalogue. It never suspends: until the
 * catalogue has loaded, or for a code it lacks, the English the server sent shows.
 */
export function useMedicineWords() {
  const { t } = useTranslation(MESSAGES_NAMESPACE, { useSuspense: false });
  return useMemo(() => {
    const translate = t as unknown as Translate;
    const word = (key: string, english: string, params: MedicineText['params'] = {}) =>
      wordServerText(translate, key, params, english);
    return {
      symptom: (key: string, english: string) => word(symptomKey(key), english),
      condition: (key: string, english: string) => word(conditionKey(key), english),
      redFlagName: (key: string, english: string) => word(redFlagNameKey(key), english),
      redFlagAction: (key: string, english: string) => word(redFlagActionKey(key), english),
      disclaimer: (english: string) => word(DISCLAIMER_KEY, english),
      text: (text: MedicineText, english: string) => word(medicineTextKey(text.key), english, text.params),
    };
  }, [t]);
}
