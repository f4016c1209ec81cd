import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';

/** A 0..1 share as a whole percentage in the reader's language ("85%", "85 %"). */
export function usePercent(): (share: number) => string {
  const { t } = useTranslation('medicine');
  const format = useFormat();
  return useCallback(
    (share: number) => t('percent', { value: format.number(Math.round(share * 100)) }),
    [t, format],
  );
}
