import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** Resolves at the page's first tap, click or key press: someone has started using the screen. */
const firstInteraction =
  typeof window === 'undefined'
    ? new Promise<void>(() => undefined)
    : new Promise<void>((resolve) => {
        for (const type of ['pointerdown', 'keydown'])
          window.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
      });

/**
 * Fetches `load` once someone has started using the screen and the browser is next idle (Safari has no idle
 * callback: there it loads on first render). Not while the screen loads: running that code then (forms, schemas
 * and Radix) kept a tablet busy just when the screen should answer its first tap.
 */
export function loadWhenUsed(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || !('requestIdleCallback' in window)) return;
  void firstInteraction.then(() => window.requestIdleCallback(() => void load().catch(() => undefined)));
}

/**
 * A part of a screen that is not on it at first (a dialog, a tab nobody has opened) whose code stays out of the
 * screen's chunk: it is fetched when the browser is idle after the first tap or key press on the page, or when
 * the part is first rendered, whichever comes first. `fallback` shows while it arrives.
 */
export function lazyWhenUsed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  loadWhenUsed(load);
  return function LazyWhenUsed(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
