import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="text-6xl font-bold text-teal-800 dark:text-teal-300">{t('notFound.code')}</p>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">{t('notFound.message')}</h1>
      <Link to="/" className={buttonClasses('primary')}>
        <Home aria-hidden="true" className="size-4" />
        {t('notFound.home')}
      </Link>
    </div>
  );
}
