import { predictionGroup } from '@careledger/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PredictionCsvColumn } from './predictions-csv';
import { usePredictionText } from './use-prediction-text';

/** The export's columns, headed in the reader's language; numbers stay plain so a spreadsheet reads them. */
export function usePredictionCsvColumns(): PredictionCsvColumn[] {
  const { t } = useTranslation('predictions');
  const { categoryLabel } = usePredictionText();
  return useMemo(
    () => [
      { header: t('csv.item'), value: (entry) => entry.itemName },
      { header: t('csv.category'), value: (entry) => categoryLabel(entry.prediction.category) },
      {
        header: t('csv.group'),
        value: ({ prediction }) =>
          t(`groups.${predictionGroup(prediction.restockingNeeded, prediction.daysUntilStockout)}`),
      },
      { header: t('csv.currentStock'), value: (entry) => entry.prediction.currentStock },
      { header: t('csv.predictedDemand'), value: (entry) => entry.prediction.predictedDemand },
      { header: t('csv.demandLower'), value: (entry) => entry.prediction.predictedDemandLower },
      { header: t('csv.demandUpper'), value: (entry) => entry.prediction.predictedDemandUpper },
      { header: t('csv.restockingThreshold'), value: (entry) => entry.prediction.restockingThreshold },
      { header: t('csv.daysUntilStockout'), value: (entry) => entry.prediction.daysUntilStockout },
      { header: t('csv.safetyMargin'), value: (entry) => entry.prediction.safetyMargin },
      {
        header: t('csv.confidence'),
        value: (entry) => Math.round(entry.prediction.confidenceScore * 1000) / 10,
      },
      { header: t('csv.trend'), value: (entry) => t(`trends.${entry.prediction.trendDirection}`) },
      { header: t('csv.method'), value: (entry) => entry.prediction.method },
      {
        header: t('csv.shortHistory'),
        value: (entry) => (entry.prediction.shortHistory ? t('csv.yes') : t('csv.no')),
      },
    ],
    [t, categoryLabel],
  );
}
