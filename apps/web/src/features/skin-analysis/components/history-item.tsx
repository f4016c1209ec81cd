import type { SkinAnalysisResult } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { DeleteAnalysisButton } from './delete-analysis-button';
import { PredictionBadge } from './prediction-badge';

/** One earlier analysis: its photo, when, its risk level and TDS. */
export function HistoryItem({ analysis, userId }: { analysis: SkinAnalysisResult; userId: string }) {
  const { t } = useTranslation('skin');
  const format = useFormat();
  const date = format.date(analysis.timestamp);
  return (
    <li className="flex flex-wrap items-center gap-4 py-3" data-testid="skin-history-item">
      <img
        src={analysis.thumbnail}
        alt={t('history.thumbnailAlt', { date })}
        className="size-16 rounded-md border border-slate-200 object-cover dark:border-slate-700"
      />
      <div className="flex-1 space-y-1">
        <time
          dateTime={analysis.timestamp}
          className="block text-sm font-medium text-slate-900 dark:text-slate-100"
        >
          {date}
        </time>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <PredictionBadge prediction={analysis.prediction} />
          <span>{t('history.tds', { value: format.number(analysis.tds) })}</span>
        </div>
      </div>
      <DeleteAnalysisButton analysisId={analysis.id} userId={userId} date={date} />
    </li>
  );
}
