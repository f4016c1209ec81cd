import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 dark:bg-slate-950">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
