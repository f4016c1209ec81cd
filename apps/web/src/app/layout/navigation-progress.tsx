import { useNavigation } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n';

/** A thin bar while the next screen's code is fetched. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar label={t('app.loadingPage')} className="fixed inset-x-0 top-0 z-50 h-1" />;
}
