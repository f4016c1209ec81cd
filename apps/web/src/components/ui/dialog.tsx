import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { focusRing } from './button';

/**
 * Open and closed by its owner (`open` with `onOpenChange`), or shown for as long as it is mounted: `onClose`
 * is called when Escape, the overlay or the X button asks it to close.
 */
type DialogState = { open: boolean; onOpenChange: (open: boolean) => void } | { onClose: () => void };

type DialogProps = DialogState & {
  title: string;
  description?: string;
  /** Accessible name of the close (X) button. */
  closeLabel: string;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  'data-testid'?: string;
};

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal with a title (Radix Dialog): focus is trapped, Escape and the X button close it. */
export function Dialog({ title, description, closeLabel, children, size = 'md', ...rest }: DialogProps) {
  const state =
    'onClose' in rest
      ? { open: true, onOpenChange: (open: boolean) => (open ? undefined : rest.onClose()) }
      : { open: rest.open, onOpenChange: rest.onOpenChange };
  return (
    <RadixDialog.Root {...state}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          data-testid={rest['data-testid']}
          // Without a description, say so, rather than point at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            SIZES[size],
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className={clsx(
                '-m-1 rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
