import type { Notification } from '@careledger/shared';
import { BellOff } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useNow } from '@/hooks/use-now';
import { useTranslation } from '@/lib/i18n';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  items: readonly Notification[];
  onNavigate: () => void;
}

export function NotificationList({ items, onNavigate }: NotificationListProps) {
  const { t } = useTranslation();
  const now = useNow();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellOff aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />}
        title={t('notifications.empty')}
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
