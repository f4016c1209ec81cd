import {
  type CategoryFilter,
  countUnread,
  filterNotifications,
  NOTIFICATION_PANEL_SCROLL_HEIGHT_PX,
  type ReadFilter,
} from '@careledger/shared';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { NotificationFilters } from './notification-filters';
import { NotificationList } from './notification-list';
import { NotificationPanelHeader } from './notification-panel-header';

interface NotificationPanelProps {
  titleId: string;
  onNavigate: () => void;
}

export function NotificationPanel({ titleId, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation();
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const { data, isPending, isError, error, refetch } = useNotifications();
  const items = data ?? [];

  return (
    <div>
      <NotificationPanelHeader titleId={titleId} unread={countUnread(items)} total={items.length} />
      <NotificationFilters
        readFilter={readFilter}
        category={category}
        onReadFilterChange={setReadFilter}
        onCategoryChange={setCategory}
      />
      <section
        aria-label={t('notifications.list')}
        data-testid="notification-scroll-area"
        className="overflow-y-auto overscroll-contain"
        style={{ height: NOTIFICATION_PANEL_SCROLL_HEIGHT_PX }}
      >
        {isPending ? <Spinner label={t('common.loading')} className="m-6" /> : null}
        {isError ? (
          <div className="p-4">
            <ErrorState
              message={errorMessage(error)}
              retryLabel={t('common.retry')}
              onRetry={() => refetch()}
            />
          </div>
        ) : null}
        {data ? (
          <NotificationList
            items={filterNotifications(items, readFilter, category)}
            onNavigate={onNavigate}
          />
        ) : null}
      </section>
    </div>
  );
}
