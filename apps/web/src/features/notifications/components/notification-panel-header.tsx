import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useClearNotifications } from '../api/clear-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

interface NotificationPanelHeaderProps {
  titleId: string;
  unread: number;
  total: number;
}

/** Mark all read acts at once (it can be undone one by one); Clear all deletes every notification, so it asks. */
export function NotificationPanelHeader({ titleId, unread, total }: NotificationPanelHeaderProps) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearNotifications();
  const [isAsking, setAsking] = useState(false);
  const ask = () => {
    clearAll.reset();
    setAsking(true);
  };
  const clear = () => clearAll.mutate(undefined, { onSuccess: () => setAsking(false) });
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
      <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t('notifications.title')}
      </h2>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
        <Button variant="ghost" size="sm" disabled={total === 0} onClick={ask}>
          {t('notifications.clearAll')}
        </Button>
      </div>
      <ConfirmDialog
        open={isAsking}
        variant="danger"
        title={t('notifications.clearAllTitle')}
        description={t('notifications.clearAllDescription')}
        confirmLabel={t('notifications.clearAllConfirm')}
        pendingLabel={t('notifications.clearing')}
        cancelLabel={t('notifications.keep')}
        closeLabel={t('toast.close')}
        onConfirm={clear}
        onCancel={() => setAsking(false)}
        isPending={clearAll.isPending}
        error={clearAll.error ? errorMessage(clearAll.error) : null}
        data-testid="clear-notifications-confirm"
      />
    </div>
  );
}
