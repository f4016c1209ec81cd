import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Every screen names itself in the browser tab, in the current language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
