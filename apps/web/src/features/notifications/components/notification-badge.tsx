interface NotificationBadgeProps {
  count: number;
}

/** The bell's count; hidden entirely when there is nothing to count. */
export function NotificationBadge({ count }: NotificationBadgeProps) {
  if (count === 0) return null;
  return (
    <span
      data-testid="notification-badge"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white ring-2 ring-white dark:bg-red-400 dark:text-slate-950 dark:ring-slate-900"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
