import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Every screen names itself in the browser tab, in the current language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
