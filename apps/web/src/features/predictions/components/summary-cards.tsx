import type { PredictionSummary, PredictionTimeframe } from '@careledger/shared';
import { Boxes, Gauge, ShieldAlert, Target } from 'lucide-react';
import { SummaryCard } from '@/components/ui/summary-card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { usePredictionText } from '../lib/use-prediction-text';

const RISK_TONES = { High: 'danger', Medium: 'warning', Low: 'brand' } as const;

/** Total Items, Risk Score with its level, Urgent Items and Confidence (the model's average confidence). */
export function SummaryCards({
  summary,
  timeframe,
}: {
  summary: PredictionSummary;
  timeframe: PredictionTimeframe;
}) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const { percent } = usePredictionText();
  const level = t(`riskLevels.${summary.riskLevel.toLowerCase() as 'high' | 'medium' | 'low'}`);
  return (
    <ul className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        testId="summary-total"
        label={t('summary.totalItems')}
        value={format.number(summary.totalItems)}
        detail={t('summary.totalItemsHint', { timeframe: t(`filters.timeframes.${timeframe}`) })}
        icon={Boxes}
        tone="info"
      />
      <SummaryCard
        testId="summary-risk"
        label={t('summary.riskScore')}
        value={t('percent', { value: format.number(summary.riskScore) })}
        detail={t('summary.riskHint', { level })}
        icon={Gauge}
        tone={RISK_TONES[summary.riskLevel]}
      />
      <SummaryCard
        testId="summary-urgent"
        label={t('summary.urgentItems')}
        value={format.number(summary.urgentRestocking)}
        detail={t('summary.urgentHint')}
        icon={ShieldAlert}
        tone="danger"
      />
      <SummaryCard
        testId="summary-confidence"
        label={t('summary.confidence')}
        value={percent(summary.averageConfidence)}
        detail={t('summary.confidenceHint')}
        icon={Target}
        tone="brand"
      />
    </ul>
  );
}
