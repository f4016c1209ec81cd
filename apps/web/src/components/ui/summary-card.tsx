import type { LucideIcon } from 'lucide-react';

const ICON_TONES = {
  brand: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
} as const;

interface SummaryCardProps {
  testId: string;
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tone: keyof typeof ICON_TONES;
}

export function SummaryCard({ testId, label, value, detail, icon: Icon, tone }: SummaryCardProps) {
  return (
    <li
      data-testid={testId}
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${ICON_TONES[tone]}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p data-testid={`${testId}-value`} className="text-2xl font-bold text-slate-900 dark:text-slate-50">
          {value}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{detail}</p>
      </div>
    </li>
  );
}
