import type { BodyPart } from '@careledger/shared';
import { useId } from 'react';
import { useSkinHistory } from '@/api/skin-analysis/get-skin-history';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { HistoryItem } from './history-item';

/** The patient's analyses of the body location chosen, newest first, each deletable. */
export function SkinHistory({ userId, bodyPart }: { userId: string; bodyPart: BodyPart }) {
  const { t } = useTranslation(['skin', 'translation']);
  const titleId = useId();
  const history = useSkinHistory(userId, bodyPart);
  return (
    <Card aria-labelledby={titleId} data-testid="skin-history">
      <CardHeader title={t('history.title', { bodyPart: t(`bodyParts.${bodyPart}`) })} titleId={titleId} />
      <CardContent>
        {history.isPending ? (
          <Spinner label={t('translation:common.loading')} />
        ) : history.isError ? (
          <ErrorState message={`${t('history.loadError')} ${errorMessage(history.error)}`} />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {history.data.map((analysis) => (
              <HistoryItem key={analysis.id} analysis={analysis} userId={userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
