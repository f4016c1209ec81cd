import type { ReactNode } from 'react';
import { useFormat } from '@/hooks/use-format';

interface AlertSummaryProps {
  title: string;
  message: string;
  createdAt: string;
  /** The severity badge; each feature has its own severity scale. */
  badge: ReactNode;
}

/** An alert's title, severity badge, message and time, as every alert list shows it. */
export function AlertSummary({ title, message, createdAt, badge }: AlertSummaryProps) {
  const format = useFormat();
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{title}</p>
        {badge}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{message}</p>
      <time dateTime={createdAt} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
        {format.date(createdAt)}
      </time>
    </>
  );
}
