import { AuthPage } from '@/features/auth/components/auth-page';
import { InviteForm } from '@/features/auth/components/invite-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.invite.title'));
  return (
    <AuthPage title={t('auth.invite.title')} description={t('auth.invite.description')}>
      <InviteForm />
    </AuthPage>
  );
}
