import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { focusRing } from './button';

export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-slate-400 data-[state=checked]:bg-teal-700 dark:bg-slate-600 dark:data-[state=checked]:bg-teal-400',
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5 dark:bg-slate-950" />
    </RadixSwitch.Root>
  );
}
