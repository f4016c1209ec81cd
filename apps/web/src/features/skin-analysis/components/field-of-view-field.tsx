import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useTranslation } from '@/lib/i18n';

interface FieldOfViewFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The photo's width in millimetres, optional: with it the diameter is in millimetres, without it in pixels. */
export function FieldOfViewField({ value, error, onChange }: FieldOfViewFieldProps) {
  const { t } = useTranslation('skin');
  const hintId = useId();
  return (
    <div className="space-y-1">
      <NumberField
        label={t('form.fieldOfView')}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        // An error, when there is one, is announced and describes the field in the hint's place.
        {...(error ? {} : { 'aria-describedby': hintId })}
        data-testid="skin-field-of-view"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('form.fieldOfViewHint')}
      </p>
    </div>
  );
}
