import type { ItemPrediction } from '@careledger/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';
import { percentOneDecimal } from './format-percent';

type Category = ItemPrediction['prediction']['category'];

/** The words the prediction views share: a category's label and a confidence as "92.5%". */
export function usePredictionText() {
  const { t, i18n } = useTranslation(['predictions', 'inventory']);
  const language = i18n.resolvedLanguage ?? 'en';
  const categoryLabel = useCallback(
    (category: Category) =>
      t(`categories.${camelKey(category)}` as 'categories.other', { ns: 'inventory' }) as string,
    [t],
  );
  const percent = useCallback(
    (share: number) => t('percent', { ns: 'predictions', value: percentOneDecimal(share, language) }),
    [t, language],
  );
  return useMemo(() => ({ categoryLabel, percent }), [categoryLabel, percent]);
}
