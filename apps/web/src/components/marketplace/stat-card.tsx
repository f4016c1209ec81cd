import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  /** Absent on a placeholder card, so tests and scripts find only cards with their value. */
  testId?: string;
  label: string;
  value: ReactNode;
  icon: LucideIcon;
}

export function StatCard({ testId, label, value, icon: Icon }: StatCardProps) {
  return (
    <li
      data-testid={testId}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p
          data-testid={testId ? `${testId}-value` : undefined}
          className="truncate text-xl font-bold text-slate-900 dark:text-slate-50"
        >
          {value}
        </p>
      </div>
    </li>
  );
}
