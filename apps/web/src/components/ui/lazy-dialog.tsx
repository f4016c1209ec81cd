import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from './spinner';

type Loader<P> = () => Promise<ComponentType<P>>;

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
 * callback: there it loads on opening). Not while the screen loads: running the dialogs' code then (their forms,
 * schemas and Radix) kept a tablet busy just when the screen should answer its first tap.
 */
function loadWhenUsed(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || !('requestIdleCallback' in window)) return;
  void firstInteraction.then(() => window.requestIdleCallback(() => void load().catch(() => undefined)));
}

/** Over the page, so waiting for the dialog's code moves nothing; announced like every other loading state. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-slate-950/20">
      <Spinner label={t('common.loading')} className="rounded-full bg-white p-2 shadow dark:bg-slate-900" />
    </div>
  );
}

/**
 * A dialog whose code (its form, and Radix's) stays out of the screen's chunk: it is fetched when the browser
 * is idle after the first tap or key press on the page, or when the dialog is first rendered, whichever comes
 * first.
 * Render it only while it is open (`{open ? <X … /> : null}`).
 */
export function lazyDialog<P extends object>(load: Loader<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  loadWhenUsed(load);
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
