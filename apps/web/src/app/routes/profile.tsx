import { useTranslation } from 'react-i18next';
import { ProfileView } from '@/features/profile/components/profile-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return <ProfileView />;
}
