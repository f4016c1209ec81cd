import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { lazyWhenUsed } from './lazy-when-used';
import { Spinner } from './spinner';

/** Where the panel will be, announced like every other loading state. */
function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-12">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/**
 * A panel the screen does not show at first, a tab nobody has opened say, whose code stays out of the screen's
 * chunk (lazyWhenUsed): the marketplace's My Orders tab brings its receiving dialog and Radix's, which the
 * products tab, the one on screen, does not need.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWhenUsed(load, <PanelLoading />);
}
