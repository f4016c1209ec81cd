import { Quote } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

const TESTIMONIALS = ['first', 'second', 'third'] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-testimonials-title">
      <h2 id="landing-testimonials-title" className="text-2xl font-bold text-slate-900 dark:text-slate-50">
        {t('home.testimonials.title')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((key) => (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <figure>
              <Quote aria-hidden="true" className="size-6 text-teal-700 dark:text-teal-300" />
              <blockquote className="mt-3 text-slate-800 dark:text-slate-200">
                {t(`home.testimonials.${key}.quote`)}
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-slate-900 dark:text-slate-50">
                  {t(`home.testimonials.${key}.name`)}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {t(`home.testimonials.${key}.role`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
