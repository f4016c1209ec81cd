import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The landing page's frame around the live dashboard, which the route passes in. */
export function DashboardSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-dashboard-title">
      <h2 id="landing-dashboard-title" className="text-2xl font-bold text-slate-900 dark:text-slate-50">
        {t('home.dashboard.title')}
      </h2>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{t('home.dashboard.subtitle')}</p>
      {children}
    </section>
  );
}
