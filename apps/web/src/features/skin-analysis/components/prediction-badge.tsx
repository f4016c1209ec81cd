import { predictionTone, type SkinPrediction } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE } from '@/lib/traffic-tone';

/** Low, moderate or high risk, in the spec's colours (predictionTone) and always in words. */
export function PredictionBadge({ prediction }: { prediction: SkinPrediction }) {
  const { t } = useTranslation('skin');
  const tone = predictionTone(prediction);
  return (
    <Badge tone={BADGE_TONE[tone]} data-tone={tone} data-testid="skin-prediction">
      {t(`prediction.${prediction}`)}
    </Badge>
  );
}
