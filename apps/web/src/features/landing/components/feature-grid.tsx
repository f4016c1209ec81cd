import { useTranslation } from '@/lib/i18n';
import { LANDING_FEATURES } from '../lib/landing-features';

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-features-title">
      <h2 id="landing-features-title" className="text-2xl font-bold text-slate-900 dark:text-slate-50">
        {t('home.features.title')}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('home.features.subtitle')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LANDING_FEATURES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-slate-50">
              {t(`home.features.${key}.title`)}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(`home.features.${key}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
