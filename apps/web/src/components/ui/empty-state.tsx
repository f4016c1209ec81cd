import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
}

export function EmptyState({ icon, title, description }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-10 text-center">
      {icon}
      <p className="font-medium text-slate-800 dark:text-slate-200">{title}</p>
      {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
    </div>
  );
}
