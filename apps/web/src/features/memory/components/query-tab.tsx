import { MEMORY_QUERY_MAX_LENGTH, type MemoryQueryResponse } from '@careledger/shared';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { QueryAnswer } from './query-answer';

/**
 * A question and Query (Enter asks; blank is ignored), then the answer with the memories it rests on. Answers
 * come only from what the person told, which the note under the form says.
 */
export function QueryTab() {
  const { t } = useTranslation('memory');
  const id = useId();
  const { ask, isConnected, isLoading } = useWorkspace();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<MemoryQueryResponse | null>(null);
  const canAsk = isConnected && !isLoading;

  const submit = async () => {
    if (!canAsk || question.trim() === '') return;
    const answered = await ask(question.trim());
    if (answered) setAnswer(answered);
  };

  return (
    <div className="space-y-6">
      <Card aria-labelledby={`${id}-title`}>
        <CardHeader title={t('query.formTitle')} titleId={`${id}-title`} />
        <CardContent>
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('query.question')}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              maxLength={MEMORY_QUERY_MAX_LENGTH}
              placeholder={t('query.placeholder')}
              aria-describedby={`${id}-note`}
            />
            <Button type="submit" disabled={!canAsk}>
              <Search aria-hidden="true" className="size-4" />
              {t('query.submit')}
            </Button>
            <p id={`${id}-note`} className="text-sm text-slate-600 dark:text-slate-400">
              {t('query.note')}
            </p>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">{answer ? <QueryAnswer answer={answer} /> : null}</div>
    </div>
  );
}
