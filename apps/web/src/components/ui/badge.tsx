import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** Dark text on a pale tint in light mode, pale text on a deep tint in dark mode: both pass 4.5:1. */
const TONES = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  brand: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
} as const;

export type BadgeTone = keyof typeof TONES;

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
