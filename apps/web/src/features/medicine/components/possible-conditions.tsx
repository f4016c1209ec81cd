import type { PossibleCondition } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';
import { usePercent } from '../lib/use-percent';
import { ResultSection } from './result-section';

/** What the symptoms may point to, with how much of each condition's picture is present. */
export function PossibleConditions({ conditions }: { conditions: PossibleCondition[] }) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const percent = usePercent();
  if (conditions.length === 0) return null;
  return (
    <ResultSection title={t('results.conditions')} data-testid="possible-conditions">
      <ul className="space-y-1 text-sm">
        {conditions.map((condition) => (
          <li key={condition.key} className="flex justify-between gap-4">
            <span>{words.condition(condition)}</span>
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              {percent(condition.confidence)}
            </span>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
