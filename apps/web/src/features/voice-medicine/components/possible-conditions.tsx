import type { PossibleCondition } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format-percent';
import { useMedicineWords } from '../lib/use-medicine-words';

/** The spec's "disease": what the symptoms may point to, with how many of its typical symptoms are present. */
export function PossibleConditions({ conditions }: { conditions: PossibleCondition[] }) {
  const { t, i18n } = useTranslation('voice');
  const words = useMedicineWords();
  return (
    <section aria-labelledby="possible-conditions-title" className="space-y-2">
      <h2 id="possible-conditions-title" className="text-base font-semibold">
        {t('answer.conditions')}
      </h2>
      {conditions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('answer.noConditions')}</p>
      ) : (
        <ul className="max-w-md space-y-1 text-sm" data-testid="possible-conditions">
          {conditions.map((condition) => (
            <li key={condition.key} className="flex justify-between gap-3">
              <span className="font-medium">{words.condition(condition.key, condition.name)}</span>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                {formatPercent(condition.confidence, i18n.resolvedLanguage ?? 'en')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
