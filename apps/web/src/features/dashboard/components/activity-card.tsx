import type { Dashboard } from '@careledger/shared';
import { Link2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

export function ActivityCard({ activity }: { activity: Dashboard['activity'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card aria-labelledby="dashboard-activity-title">
      <CardHeader
        title={t('dashboard.activity.title')}
        titleId="dashboard-activity-title"
        description={t('dashboard.activity.subtitle')}
        icon={<Link2 aria-hidden="true" className="mt-0.5 size-5 text-blue-700 dark:text-blue-300" />}
        level={3}
      />
      <CardContent>
        {activity.length === 0 ? (
          <EmptyState title={t('dashboard.activity.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {activity.map((entry) => (
              <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                    {entry.action} · {entry.item}
                  </p>
                  <Badge tone={entry.status === 'confirmed' ? 'success' : 'warning'}>
                    {t(`dashboard.activity.${entry.status}`)}
                  </Badge>
                </div>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-mono">
                    {entry.blockNumber === null
                      ? t('dashboard.activity.awaitingBlock')
                      : t('dashboard.activity.block', { number: entry.blockNumber })}
                  </span>
                  <time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
