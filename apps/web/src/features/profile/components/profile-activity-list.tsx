import { History } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useProfileActivity } from '../api/get-profile-activity';

export function ProfileActivityList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isPending, isError, error, refetch } = useProfileActivity();
  return (
    <Card aria-labelledby="profile-activity-title">
      <CardHeader
        title={t('profile.activity.title')}
        titleId="profile-activity-title"
        icon={<History aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent>
        {isPending ? <Spinner label={t('common.loading')} /> : null}
        {isError ? (
          <ErrorState
            message={`${t('profile.activity.loadError')} ${errorMessage(error)}`}
            retryLabel={t('common.retry')}
            onRetry={() => refetch()}
          />
        ) : null}
        {data?.length === 0 ? <EmptyState title={t('profile.activity.empty')} /> : null}
        {data && data.length > 0 ? (
          <ul data-testid="profile-activity" className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-medium text-slate-900 dark:text-slate-100">
                  {t(`profile.activity.kinds.${entry.kind}`)}
                </span>
                <time dateTime={entry.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                  {format.date(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
