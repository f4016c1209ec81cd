import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { lazyWhenUsed } from './lazy-when-used';
import { Spinner } from './spinner';

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
 * A dialog whose code (its form, and Radix's) stays out of the screen's chunk (lazyWhenUsed).
 * Render it only while it is open (`{open ? <X … /> : null}`).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWhenUsed(load, <DialogLoading />);
}
