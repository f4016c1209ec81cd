import type { MemoryQueryResponse } from '@careledger/shared';
import { Quote } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

/** The answer, then each memory it quotes with when it was told. */
export function QueryAnswer({ answer }: { answer: MemoryQueryResponse }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="memory-answer">
      <CardHeader title={t('query.answer')} titleId={`${id}-title`} />
      <CardContent className="space-y-4">
        <p className="text-slate-900 dark:text-slate-50">{answer.answer}</p>
        {answer.sources.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t('query.sources')}
            </h3>
            <ul className="space-y-2">
              {answer.sources.map((source) => (
                <li
                  key={source.memoryId}
                  data-testid="memory-source"
                  className="flex gap-2 rounded-md border-l-4 border-teal-600 bg-slate-50 p-2 dark:border-teal-300 dark:bg-slate-800"
                >
                  <Quote
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-teal-700 dark:text-teal-300"
                  />
                  <div>
                    <blockquote className="text-sm text-slate-900 dark:text-slate-100">
                      {source.text}
                    </blockquote>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {t('query.sourceDate', { date: format.date(source.date) })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
