import { confidenceTone, type SkinAnalysisResult } from '@careledger/shared';
import { clsx } from 'clsx';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { TEXT_TONE } from '@/lib/traffic-tone';
import { PredictionBadge } from './prediction-badge';
import { SummaryItem } from './summary-item';

/** Risk level, confidence, the skin tone measured beside the lesion, the kind of analysis and when. */
export function ResultSummary({ result }: { result: SkinAnalysisResult }) {
  const { t } = useTranslation('skin');
  const format = useFormat();
  const { skinTone, analysisType } = result.analysis;
  const tone = confidenceTone(result.confidence);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SummaryItem term={t('result.prediction')}>
        <PredictionBadge prediction={result.prediction} />
      </SummaryItem>
      <SummaryItem term={t('result.confidence')}>
        <span
          className={clsx('text-lg font-semibold', TEXT_TONE[tone])}
          data-tone={tone}
          data-testid="skin-confidence"
        >
          {format.percent(result.confidence / 100)}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{t('result.confidenceHint')}</span>
      </SummaryItem>
      <SummaryItem term={t('result.skinTone')}>
        <span data-testid="skin-tone">
          {t(`ita.${skinTone.category}`)} ·{' '}
          {t('result.ita', { value: format.number(Math.round(skinTone.ita * 10) / 10) })}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t(`result.comparison.${skinTone.fitzpatrickComparison}`, { type: result.skinType })}
        </span>
      </SummaryItem>
      <SummaryItem term={t('result.analysisType')}>{t(`result.types.${analysisType}`)}</SummaryItem>
      <SummaryItem term={t('result.analysedAt')}>
        <time dateTime={result.timestamp}>{format.date(result.timestamp)}</time>
      </SummaryItem>
    </dl>
  );
}
