import type { Notification } from '@careledger/shared';
import { clsx } from 'clsx';
import { ArrowRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { useServerText } from '@/hooks/use-server-text';
import { useTranslation } from '@/lib/i18n';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { relativeTimeLabel } from '../lib/relative-time-label';
import { NotificationTypeIcon } from './notification-type-icon';

const PRIORITY_BORDER = {
  high: 'border-l-red-600 dark:border-l-red-400',
  medium: 'border-l-amber-500 dark:border-l-amber-400',
  low: 'border-l-slate-300 dark:border-l-slate-600',
} as const;

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onNavigate: () => void;
}

export function NotificationItem({ notification, now, onNavigate }: NotificationItemProps) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const words = useServerText().notification(notification);
  const { id, read, actionUrl, priority } = notification;
  const markAsRead = () => {
    if (!read) markRead.mutate(id);
  };

  return (
    <li
      data-testid="notification-item"
      data-read={String(read)}
      data-priority={priority}
      className={clsx(
        'flex gap-2 border-l-4 py-3 pr-2 pl-3',
        PRIORITY_BORDER[priority],
        read ? 'bg-white dark:bg-slate-900' : 'bg-teal-50 dark:bg-slate-800',
      )}
    >
      <NotificationTypeIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={markAsRead}
          className={clsx('block w-full rounded text-left', focusRing)}
        >
          <span className="flex items-center gap-2">
            {read ? null : (
              <span className="size-2 shrink-0 rounded-full bg-teal-700 dark:bg-teal-300">
                <span className="sr-only">{t('notifications.unread')}</span>
              </span>
            )}
            <span
              className={clsx(
                'text-sm text-slate-900 dark:text-slate-50',
                read ? 'font-normal' : 'font-semibold',
              )}
            >
              {words.title}
            </span>
          </span>
          <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">{words.message}</span>
          <span className="mt-1 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={notification.createdAt}>{relativeTimeLabel(t, notification.createdAt, now)}</time>
            {priority === 'high' ? (
              <span className="font-medium text-red-800 dark:text-red-300">
                {t('notifications.priority.high')}
              </span>
            ) : (
              <span className="sr-only">{t(`notifications.priority.${priority}`)}</span>
            )}
          </span>
        </button>
        {actionUrl ? (
          <Link
            to={actionUrl}
            onClick={() => {
              markAsRead();
              onNavigate();
            }}
            className={clsx(
              'mt-1 inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 hover:underline dark:text-teal-300',
              focusRing,
            )}
          >
            {t('notifications.viewDetails')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={t('notifications.delete')}
        onClick={() => remove.mutate(id)}
        className={clsx(
          'size-8 shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-200 hover:text-red-800 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-red-300',
          focusRing,
        )}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
