import type { SkinAnalysisResult } from '@careledger/shared';
import { type ReactNode, useId } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { listWords } from '../lib/list-words';
import { DiameterDetails } from './diameter-details';

interface FeatureRow {
  letter: 'A' | 'B' | 'C' | 'D';
  name: string;
  value: number;
  min: number;
  max: number;
  details?: ReactNode;
}

/** A, B, C and D on their scales with what was measured behind them, and the TDS they add up to. */
export function AbcdFeatures({ result }: { result: SkinAnalysisResult }) {
  const { t, i18n } = useTranslation('skin');
  const { number } = useFormat();
  const titleId = useId();
  const { features, measurements } = result.analysis;
  const colours = measurements.colours.map((colour) => t(`colours.${colour}`));
  const rows: FeatureRow[] = [
    { letter: 'A', name: t('features.asymmetry'), value: features.asymmetry, min: 0, max: 2 },
    { letter: 'B', name: t('features.border'), value: features.border, min: 0, max: 8 },
    {
      letter: 'C',
      name: t('features.color'),
      value: features.color,
      min: 1,
      max: 6,
      details: t('features.colours', { colours: listWords(colours, i18n.language) }),
    },
    {
      letter: 'D',
      name: t('features.diameter'),
      value: features.diameter,
      min: 1,
      max: 5,
      details: <DiameterDetails measurements={measurements} />,
    },
  ];
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
        {t('features.title')}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(({ letter, name, value, min, max, details }) => (
          <div
            key={letter}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
            data-testid={`skin-feature-${letter}`}
          >
            <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {letter} · {name}
            </dt>
            <dd className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
              <p className="text-base font-semibold text-slate-900 dark:text-slate-50">
                {t('features.scale', { value: number(value), min: number(min), max: number(max) })}
              </p>
              {details ? <div>{details}</div> : null}
            </dd>
          </div>
        ))}
        <div
          className="rounded-md border border-slate-200 p-3 sm:col-span-2 dark:border-slate-700"
          data-testid="skin-tds"
        >
          <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('features.tds')}</dt>
          <dd className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            <p className="text-base font-semibold text-slate-900 dark:text-slate-50">{number(result.tds)}</p>
            <p>{t('features.tdsRule')}</p>
            <p>{t('features.tdsLevel', { level: t(`prediction.${result.tdsLevel}`) })}</p>
          </dd>
        </div>
      </dl>
    </section>
  );
}
