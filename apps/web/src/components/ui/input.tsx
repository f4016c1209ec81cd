import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';

const fieldControlClasses = clsx(
  'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm',
  'border-slate-300 placeholder:text-slate-500 aria-invalid:border-red-700',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
  'dark:focus-visible:outline-teal-300 dark:disabled:bg-slate-800 dark:disabled:text-slate-300 dark:aria-invalid:border-red-400',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(fieldControlClasses, 'h-10', className)} {...props} />;
}
