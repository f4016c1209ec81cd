import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import * as medicineWords from '@/lib/medicine-words';
import type { Translate } from '@/lib/server-text';

/** A word function with the page's t already given. */
const bind =
  <A extends unknown[], R>(t: Translate, word: (t: Translate, ...rest: A) => R) =>
  (...rest: A): R =>
    word(t, ...rest);

/**
 * The medicine recommender's words in the page's language, re-rendered when it changes (the typed and the voice
 * assistant). It never suspends: until the catalogue has loaded, or for a code it lacks, the English the server
 * sent shows.
 */
export function useMedicineWords() {
  const { t } = useTranslation(MESSAGES_NAMESPACE, { useSuspense: false });
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return {
      symptom: bind(translate, medicineWords.symptomName),
      redFlag: bind(translate, medicineWords.redFlagWords),
      condition: bind(translate, medicineWords.conditionName),
      disclaimer: bind(translate, medicineWords.disclaimerText),
      restockingReason: bind(translate, medicineWords.restockingReason),
      notes: bind(translate, medicineWords.noteLines),
      cautions: bind(translate, medicineWords.cautionLines),
      warnings: bind(translate, medicineWords.warningLines),
      reasoning: bind(translate, medicineWords.reasoningText),
    };
  }, [t]);
}
