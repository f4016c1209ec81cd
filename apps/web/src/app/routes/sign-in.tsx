import { AUTH_ROUTES } from '@careledger/shared';
import { Navigate } from 'react-router';
import { useAuthStatus } from '@/features/auth/api/auth';
import { AuthPage } from '@/features/auth/components/auth-page';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.title'));
  const status = useAuthStatus();
  if (status.data?.setupRequired && !status.data.demoAccounts)
    return <Navigate to={AUTH_ROUTES.setup} replace />;
  return (
    <AuthPage title={t('auth.title')} description={t('auth.description')}>
      <SignInForm />
    </AuthPage>
  );
}
