import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={clsx('inline-flex items-center gap-2 text-slate-600 dark:text-slate-300', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
