import type { Notification } from '@careledger/shared';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

const ICONS = {
  info: { Icon: Info, color: 'text-blue-700 dark:text-blue-300' },
  success: { Icon: CircleCheck, color: 'text-green-700 dark:text-green-300' },
  warning: { Icon: TriangleAlert, color: 'text-amber-700 dark:text-amber-300' },
  error: { Icon: CircleAlert, color: 'text-red-700 dark:text-red-300' },
} as const;

export function NotificationTypeIcon({ type }: { type: Notification['type'] }) {
  const { Icon, color } = ICONS[type];
  return <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${color}`} />;
}
