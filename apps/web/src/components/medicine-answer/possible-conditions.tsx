import type { PossibleCondition } from '@careledger/shared';
import { clsx } from 'clsx';
import { useFormat } from '@/hooks/use-format';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import type { AnswerLayout } from './answer-layout';
import { AnswerSection } from './answer-section';

interface PossibleConditionsProps {
  conditions: PossibleCondition[];
  title: string;
  /** Said when none was recognised; without it, no conditions show nothing at all. */
  emptyText?: string;
  layout: AnswerLayout;
}

/** What the symptoms may point to, with how much of each condition's picture is present. */
export function PossibleConditions({ conditions, title, emptyText, layout }: PossibleConditionsProps) {
  const words = useMedicineWords();
  const { percent } = useFormat();
  if (conditions.length === 0 && emptyText === undefined) return null;
  const isCompact = layout === 'compact';
  return (
    <AnswerSection title={title} layout={layout} data-testid="possible-conditions">
      {conditions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className={clsx('space-y-1 text-sm', isCompact && 'max-w-md')}>
          {conditions.map((condition) => (
            <li key={condition.key} className={clsx('flex justify-between', isCompact ? 'gap-3' : 'gap-4')}>
              <span className={clsx(isCompact && 'font-medium')}>{words.condition(condition)}</span>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                {percent(condition.confidence)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AnswerSection>
  );
}
