import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useTranslation } from '@/lib/i18n';

interface EvolutionFieldsProps {
  hasEvolved: boolean;
  weeksText: string;
  onEvolvedChange: (value: boolean) => void;
  onWeeksChange: (value: string) => void;
  /** Leaving the weeks field settles its text to the whole number sent (anything else reads as 0). */
  onWeeksBlur: () => void;
}

/** Whether the lesion has changed and, only then, how many weeks ago. */
export function EvolutionFields({
  hasEvolved,
  weeksText,
  onEvolvedChange,
  onWeeksChange,
  onWeeksBlur,
}: EvolutionFieldsProps) {
  const { t } = useTranslation('skin');
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={hasEvolved}
          onChange={(event) => onEvolvedChange(event.target.checked)}
          className="size-4 accent-teal-700 dark:accent-teal-300"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('form.hasEvolved')}
        </label>
      </div>
      {hasEvolved ? (
        <NumberField
          whole
          label={t('form.weeks')}
          value={weeksText}
          onChange={(event) => onWeeksChange(event.target.value)}
          onBlur={onWeeksBlur}
          data-testid="skin-weeks"
        />
      ) : null}
    </div>
  );
}
