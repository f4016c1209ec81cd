import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Header } from './header';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900 dark:text-slate-50"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as the page fills in. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('app.footer')}
      </footer>
    </div>
  );
}
