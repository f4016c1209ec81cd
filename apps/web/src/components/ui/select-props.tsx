import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { focusRing } from './button';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  className?: string;
  disabled?: boolean;
  /** Shown while `value` is '' (Radix items never have an empty value). */
  placeholder?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** Names a select that has no visible label of its own (a table row's role, say). */
  'aria-label'?: string | undefined;
  'data-testid'?: string;
}

/** The closed trigger's arrow, the same on the stand-in and on Radix's trigger. */
export function SelectChevron() {
  return <ChevronDown aria-hidden="true" className="size-4 text-slate-600 dark:text-slate-300" />;
}

/** The closed trigger's look, the same on the stand-in and on Radix's trigger. */
export function selectTriggerClass(className?: string): string {
  return clsx(
    'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-sm',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
    focusRing,
    className,
  );
}
