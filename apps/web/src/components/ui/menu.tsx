import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className={clsx(
          'z-40 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none',
        'data-highlighted:bg-slate-100 data-highlighted:text-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800',
        'dark:text-slate-200 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white dark:aria-[current=page]:text-teal-300',
        className,
      )}
      {...props}
    />
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={clsx('px-3 py-1.5 text-xs font-semibold text-slate-600 dark:text-slate-400', className)}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}

export const MenuGroup = DropdownMenu.Group;
