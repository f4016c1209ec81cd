import { SYMPTOMS_MAX_LENGTH } from '@careledger/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface TypedSymptomsFormProps {
  isProcessing: boolean;
  onSubmit: (symptoms: string) => void;
}

/** The same description, typed: for browsers without a recogniser, or when it failed. */
export function TypedSymptomsForm({ isProcessing, onSubmit }: TypedSymptomsFormProps) {
  const { t } = useTranslation('voice');
  const id = useId();
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmpty && !isProcessing) onSubmit(text);
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('typed.label')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={SYMPTOMS_MAX_LENGTH}
        placeholder={t('typed.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <Button type="submit" disabled={isEmpty || isProcessing}>
        {t('typed.submit')}
      </Button>
    </form>
  );
}
