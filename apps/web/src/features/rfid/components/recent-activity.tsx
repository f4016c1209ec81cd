import { Tags } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useRecentTags } from '../api/get-tags';
import { StatusBadge } from './status-badge';
import { StatusDot } from './status-dot';

/** The first RFID_RECENT_ACTIVITY_LIMIT tags, newest first: dot, item name, tag id, status, generated date. */
export function RecentActivity() {
  const { t } = useTranslation('rfid');
  const { date } = useFormat();
  const tags = useRecentTags().data?.items ?? [];
  return (
    <Card aria-labelledby="rfid-recent-title">
      <CardHeader title={t('overview.recentActivity')} titleId="rfid-recent-title" />
      <CardContent>
        {tags.length === 0 ? (
          <EmptyState
            icon={<Tags aria-hidden="true" className="size-8 text-slate-500" />}
            title={t('overview.noTags')}
            description={t('overview.noTagsHint')}
          />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="rfid-recent-activity">
            {tags.map((tag) => (
              <li key={tag.tagId} className="flex items-center gap-3 py-2.5" data-testid="rfid-recent-row">
                <StatusDot status={tag.status} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 dark:text-slate-50">{tag.itemName}</p>
                  <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{tag.tagId}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <StatusBadge status={tag.status} />
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {t('overview.generated', { date: date(tag.generatedAt, 'date') })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
