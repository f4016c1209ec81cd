import { startTransition, useEffect, useState } from 'react';

// What the first screen does not need (saved settings, the notification bell and its stream) waits until that
// screen is on the page and the browser has a moment: on a slow link every request made earlier competes with
// the screen's own code, words and data for the same six connections.

let isSettled = false;
let isScheduled = false;
const listeners = new Set<() => void>();

function settle(): void {
  isSettled = true;
  for (const listener of listeners) listener();
}

/** Called once the first screen has been committed; what waits for it starts when the browser is next idle. */
export function firstScreenShown(): void {
  if (isScheduled) return;
  isScheduled = true;
  // A browser without requestIdleCallback (Safari before 18) goes on after the next task.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: 1000 });
  else setTimeout(settle, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the first screen is on the page and the browser has had a moment since. The change renders as a
 * transition, in slices, rather than in one task: the bell and the menus it mounts are not worth a tap's delay.
 * (An external store read with useSyncExternalStore always re-renders in one go.)
 */
export function useAfterFirstScreen(): boolean {
  const [isAfter, setIsAfter] = useState(isSettled);
  useEffect(() => {
    const settled = () => startTransition(() => setIsAfter(true));
    if (isSettled) settled();
    return subscribe(settled);
  }, []);
  return isAfter;
}
