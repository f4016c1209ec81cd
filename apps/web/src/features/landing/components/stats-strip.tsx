import { LANDING_STATS } from '@careledger/shared';
import { useTranslation } from '@/lib/i18n';

export function StatsStrip() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="landing-stats-title"
      className="rounded-2xl bg-slate-900 px-6 py-8 dark:bg-slate-800"
    >
      <h2 id="landing-stats-title" className="sr-only">
        {t('home.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
        {LANDING_STATS.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-300">{t(`home.stats.${stat.key}`)}</dt>
            <dd className="text-3xl font-bold text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
