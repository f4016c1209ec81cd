import { timeoutManager } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * How long a wait runs before its spinner turns. A wait shorter than this (most, once a screen's code is in the
 * browser's cache) passes without a spinner flashing on and off, and without the browser drawing sixty frames a
 * second for it while the page is still being put together: on a ward tablet those frames compete with the
 * page's own work (issue 19).
 */
export const SPINNER_DELAY_MS = 500;

/**
 * False until `delayMs` after the first render. The wait is kept by the page's timeout manager, which main.tsx
 * points at one coalesced platform timer (lib/coalesced-timeouts): a screen mounts a dozen spinners at once, and
 * their platform setTimeout calls were among the costliest native calls of the marketplace's first commit in a
 * profile under Lighthouse's tracing (which records each timer's stack).
 */
function useShownAfter(delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = timeoutManager.setTimeout(() => setShown(true), delayMs);
    return () => timeoutManager.clearTimeout(timer);
  }, [delayMs]);
  return shown;
}

/**
 * The turning icon of a wait, once it has lasted SPINNER_DELAY_MS; until then an empty box of the same size, so
 * nothing moves when it appears. Decorative: say what is loading with Spinner, or beside it. `className` sizes it
 * (size-5 unless given) and may colour it.
 */
export function SpinningIcon({ className = 'size-5' }: { className?: string }) {
  const shown = useShownAfter(SPINNER_DELAY_MS);
  const box = clsx('shrink-0', className);
  return shown ? (
    <LoaderCircle aria-hidden="true" className={clsx(box, 'animate-spin')} data-testid="spinner-icon" />
  ) : (
    <span aria-hidden="true" className={clsx(box, 'inline-block')} />
  );
}

/** A wait, said at once to screen readers (a status with its label) and shown after SPINNER_DELAY_MS. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="status"
      data-testid="spinner"
      className={clsx('inline-flex items-center gap-2 text-slate-600 dark:text-slate-300', className)}
    >
      <SpinningIcon />
      <span className="sr-only">{label}</span>
    </span>
  );
}
