import { PREDICTION_TIMEFRAMES, type PredictionTimeframe } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import type { PredictionView } from '../lib/prediction-view';

interface PredictionsToolbarProps {
  view: PredictionView;
  onViewChange: (change: Partial<PredictionView>) => void;
}

/** The search (item name or category) and the timeframe whose latest run the screen shows. */
export function PredictionsToolbar({ view, onViewChange }: PredictionsToolbarProps) {
  const { t } = useTranslation('predictions');
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-[1fr_12rem]">
      <TextField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        type="search"
        value={view.q}
        onChange={(event) => onViewChange({ q: event.target.value })}
      />
      <SelectField
        label={t('filters.timeframe')}
        value={view.timeframe}
        onValueChange={(value) => onViewChange({ timeframe: value as PredictionTimeframe })}
        options={PREDICTION_TIMEFRAMES.map((timeframe) => ({
          value: timeframe,
          label: t(`filters.timeframes.${timeframe}`),
        }))}
        data-testid="timeframe-select"
      />
    </div>
  );
}
