import { Bell } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { NotificationBadge } from './notification-badge';

interface BellButtonProps extends ComponentProps<'button'> {
  count: number;
}

/** The bell in the header; Radix's Popover.Trigger wraps it once the panel code has loaded. */
export function BellButton({ count, className, ...props }: BellButtonProps) {
  const { t } = useTranslation();
  const countId = useId();
  return (
    <button
      type="button"
      data-testid="notification-bell"
      aria-label={t('notifications.bell')}
      aria-describedby={count > 0 ? countId : undefined}
      className={`relative ${buttonClasses('ghost', 'icon')} ${className ?? ''}`}
      {...props}
    >
      <Bell aria-hidden="true" className="size-5" />
      <NotificationBadge count={count} />
      {count > 0 ? (
        <span id={countId} className="sr-only">
          {t('notifications.unreadCount', { count })}
        </span>
      ) : null}
    </button>
  );
}
