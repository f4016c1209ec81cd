import { AuthPage } from '@/features/auth/components/auth-page';
import { SetupForm } from '@/features/auth/components/setup-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.setup.title'));
  return (
    <AuthPage title={t('auth.setup.title')} description={t('auth.setup.description')}>
      <SetupForm />
    </AuthPage>
  );
}
