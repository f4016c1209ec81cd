import { MEMORY_SENTIMENTS, type MemorySentiment } from '@careledger/shared';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

const isKnown = (label: string): label is MemorySentiment =>
  (MEMORY_SENTIMENTS as readonly string[]).includes(label);

/** Sentiment Distribution: how many entries of each sentiment, one cell each. */
export function SentimentDistribution({ distribution }: { distribution: Record<string, number> }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader title={t('analytics.sentimentDistribution')} titleId={`${id}-title`} />
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Object.entries(distribution).map(([label, count]) => (
            <div
              key={label}
              data-testid={`memory-sentiment-${label}`}
              className="rounded-lg bg-slate-50 p-3 text-center dark:bg-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {isKnown(label) ? t(`badges.sentiment.${label}`) : label}
              </dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-slate-50">{format.number(count)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
