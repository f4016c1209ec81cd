import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useClearNotifications } from '../api/clear-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

interface NotificationPanelHeaderProps {
  titleId: string;
  unread: number;
  total: number;
}

export function NotificationPanelHeader({ titleId, unread, total }: NotificationPanelHeaderProps) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearNotifications();
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
      <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t('notifications.title')}
      </h2>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
        <Button variant="ghost" size="sm" disabled={total === 0} onClick={() => clearAll.mutate()}>
          {t('notifications.clearAll')}
        </Button>
      </div>
    </div>
  );
}
