import { AccountSecurityActions } from '@/components/account-security-actions';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';

export function ProfileSecurity() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="profile-security-title">
      <CardHeader title={t('profile.security.title')} titleId="profile-security-title" />
      <CardContent>
        <AccountSecurityActions
          third="sessions"
          labels={[
            t('profile.security.changePassword'),
            t('profile.security.enable2fa'),
            t('profile.security.viewSessions'),
          ]}
        />
      </CardContent>
    </Card>
  );
}
