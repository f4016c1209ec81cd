import { Cross } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { HeaderControls } from './header-controls';
import { HeaderNav } from './header-nav';

export function Header() {
  const { t } = useTranslation();
  // Opaque, with no backdrop blur: a blurred sticky header is blurred again on every frame in which the page
  // beneath it changes. Where compositing runs on the CPU (an old tablet, headless Chromium) that cost the
  // compositor about 300 of its 700 ms during the first 2.5 s of a marketplace load, time the page's own
  // thread spent waiting for a core.
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={t('nav.home')}
          className={`flex items-center gap-2 rounded-md font-bold text-slate-900 dark:text-white ${focusRing}`}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950">
            <Cross aria-hidden="true" className="size-5" />
          </span>
          <span className="text-lg">{t('app.name')}</span>
        </Link>
        <HeaderNav />
        <HeaderControls />
      </div>
    </header>
  );
}
