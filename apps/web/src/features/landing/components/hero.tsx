import { ROUTES } from '@careledger/shared';
import { ArrowRight, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-gradient-to-br from-teal-800 to-slate-900 px-6 py-16 text-white shadow-lg sm:px-12">
      <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('home.hero.eyebrow')}
      </p>
      <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-teal-50">{t('home.hero.subtitle')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={ROUTES.inventory} className={buttonClasses('onDark')}>
          {t('home.hero.ctaInventory')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={ROUTES.marketplace} className={buttonClasses('outlineOnDark')}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('home.hero.ctaMarketplace')}
        </Link>
      </div>
    </section>
  );
}
