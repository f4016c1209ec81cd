import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The page's place while its screen is fetched on first load, inside the layout. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
