import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** Shown when a screen fails to load or render, e.g. after a deploy replaced its chunk (layout/screen-route). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg py-20 text-center">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">{t('errors.routeTitle')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('errors.routeMessage')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
