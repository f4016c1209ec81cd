import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar while the next screen's code is fetched. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="animate-progress h-full w-1/3 bg-teal-600 dark:bg-teal-300" />
    </div>
  );
}
