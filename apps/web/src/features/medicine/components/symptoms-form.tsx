import { SYMPTOMS_MAX_LENGTH } from '@careledger/shared';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { RequestProgress } from './request-progress';

interface SymptomsFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The recommend request's state: the progress shows while it is pending and after it answered. */
  status: 'idle' | 'pending' | 'success' | 'error';
}

/** The symptoms textarea and Get AI Recommendations, disabled while the text is blank or a request runs. */
export function SymptomsForm({ value, onChange, onSubmit, status }: SymptomsFormProps) {
  const { t } = useTranslation('medicine');
  const id = useId();
  const isPending = status === 'pending';
  const canSubmit = value.trim().length > 0 && !isPending;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader title={t('form.title')} titleId={`${id}-title`} />
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit) onSubmit();
          }}
        >
          <label
            htmlFor={`${id}-symptoms`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('form.symptoms')}
          </label>
          <textarea
            id={`${id}-symptoms`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={SYMPTOMS_MAX_LENGTH}
            rows={4}
            placeholder={t('form.placeholder')}
            aria-describedby={`${id}-hint`}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-teal-300"
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {t('form.hint', { max: SYMPTOMS_MAX_LENGTH })}
          </p>
          <Button type="submit" disabled={!canSubmit}>
            {isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('form.submit')}
          </Button>
          {isPending || status === 'success' ? <RequestProgress isDone={!isPending} /> : null}
        </form>
      </CardContent>
    </Card>
  );
}
