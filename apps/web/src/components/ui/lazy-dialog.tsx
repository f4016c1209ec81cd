import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from './spinner';

type Loader<P> = () => Promise<ComponentType<P>>;

/** Fetches `load` once the browser is idle, where it can say so (Safari cannot: there it loads on opening). */
function loadWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || !('requestIdleCallback' in window)) return;
  window.requestIdleCallback(() => void load().catch(() => undefined));
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
 * A dialog whose code (its form, and Radix's) stays out of the screen's chunk: it is fetched when the screen's
 * browser goes idle after the screen module loads, or when the dialog is first rendered, whichever comes first.
 * Render it only while it is open (`{open ? <X … /> : null}`).
 */
export function lazyDialog<P extends object>(load: Loader<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  loadWhenIdle(load);
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
