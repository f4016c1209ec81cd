import { useId } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useStatistics } from '../../api/get-statistics';
import { ChartFigure } from './chart-figure';
import { CoverageRing } from './coverage-ring';

/** Share of supplies carrying a tag; without any supplies there is no share to show. */
export function CoverageCard() {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const titleId = useId();
  const { data: statistics } = useStatistics();
  if (!statistics) return null;
  const hasSupplies = statistics.totalSupplies > 0;
  return (
    <ChartFigure title={t('analytics.coverage')} titleId={titleId}>
      <div className="flex items-center gap-5">
        <CoverageRing percent={hasSupplies ? statistics.coveragePercentage : 0} />
        <div>
          <p
            className="text-3xl font-semibold tabular-nums text-slate-900 dark:text-slate-50"
            data-testid="coverage-percent"
          >
            {hasSupplies
              ? t('overview.percent', { value: format.number(statistics.coveragePercentage) })
              : t('notAvailable')}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('analytics.coverageDetail', {
              with: format.number(statistics.suppliesWithRFID),
              total: format.number(statistics.totalSupplies),
            })}
          </p>
        </div>
      </div>
    </ChartFigure>
  );
}
