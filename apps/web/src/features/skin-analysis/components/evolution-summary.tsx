import type { SkinAnalysisResult } from '@careledger/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { listWords } from '../lib/list-words';
import { signedNumber } from '../lib/signed-number';

type Evolution = SkinAnalysisResult['analysis']['evolution'];

/**
 * E: what the person told (changed, how many weeks ago) and what was measured against the last photo of the same
 * body location (area, border, new colours), and whether that raised the level.
 */
export function EvolutionSummary({ evolution }: { evolution: Evolution }) {
  const { t, i18n } = useTranslation('skin');
  const format = useFormat();
  const titleId = useId();
  const { measured } = evolution;
  return (
    <section aria-labelledby={titleId} className="space-y-2 text-sm" data-testid="skin-evolution">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
        {t('evolution.title')}
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        {evolution.hasEvolved
          ? t('evolution.told', { count: evolution.evolutionWeeks })
          : t('evolution.notTold')}
      </p>
      {measured === null ? (
        <p className="text-slate-700 dark:text-slate-300">{t('evolution.none')}</p>
      ) : (
        <div className="space-y-1 text-slate-700 dark:text-slate-300">
          <p className="flex flex-wrap items-center gap-2">
            {t('evolution.comparedWith', { date: format.date(measured.comparedWith.timestamp) })}
            <Badge tone={measured.changed ? 'warning' : 'neutral'}>
              {measured.changed ? t('evolution.changed') : t('evolution.unchanged')}
            </Badge>
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            <li>
              {t(measured.areaChange < 0 ? 'evolution.areaShrank' : 'evolution.areaGrew', {
                percent: format.percent(Math.abs(measured.areaChange)),
              })}{' '}
              {t(`evolution.areaBasis.${measured.areaBasis}`)}
            </li>
            <li>{t('evolution.border', { change: signedNumber(measured.borderChange, i18n.language) })}</li>
            <li>
              {measured.newColours.length === 0
                ? t('evolution.noNewColours')
                : t('evolution.newColours', {
                    colours: listWords(
                      measured.newColours.map((colour) => t(`colours.${colour}`)),
                      i18n.language,
                    ),
                  })}
            </li>
          </ul>
        </div>
      )}
      {evolution.raisedLevel ? (
        <p className="font-medium text-amber-900 dark:text-amber-200">{t('evolution.raised')}</p>
      ) : null}
    </section>
  );
}
