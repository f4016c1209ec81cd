import { relativeTime } from '@careledger/shared';
import type { TFunction } from '@/lib/i18n';

/** "Just now", "5m ago", "3h ago", "2d ago" in the current language. */
export function relativeTimeLabel(t: TFunction, createdAt: string, now: Date): string {
  const elapsed = relativeTime(new Date(createdAt), now);
  switch (elapsed.unit) {
    case 'now':
      return t('notifications.time.now');
    case 'minutes':
      return t('notifications.time.minutes', { count: elapsed.count });
    case 'hours':
      return t('notifications.time.hours', { count: elapsed.count });
    case 'days':
      return t('notifications.time.days', { count: elapsed.count });
  }
}
