import type { LucideIcon } from 'lucide-react';

interface ProfileDetailProps {
  icon: LucideIcon;
  label: string;
  value: string;
}

export function ProfileDetail({ icon: Icon, label, value }: ProfileDetailProps) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
