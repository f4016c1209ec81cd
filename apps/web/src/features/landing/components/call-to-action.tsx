import { ROUTES } from '@careledger/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="landing-cta-title"
      className="rounded-2xl border border-teal-200 bg-teal-50 px-6 py-12 text-center dark:border-teal-900 dark:bg-teal-950"
    >
      <h2 id="landing-cta-title" className="text-2xl font-bold text-slate-900 dark:text-slate-50">
        {t('home.cta.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t('home.cta.text')}</p>
      <Link to={ROUTES.inventory} className={`${buttonClasses('primary')} mt-6`}>
        {t('home.cta.button')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
