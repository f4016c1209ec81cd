import { ProfileView } from '@/features/profile/components/profile-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return <ProfileView />;
}
