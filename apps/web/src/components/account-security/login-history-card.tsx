import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { LoginHistoryList } from './login-history-list';

/** The login history on the profile's Activity tab, below the profile activity. */
export function LoginHistoryCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="login-history-title">
      <CardHeader
        title={t('accountSecurity.history.title')}
        titleId="login-history-title"
        icon={<KeyRound aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent>
        <LoginHistoryList />
      </CardContent>
    </Card>
  );
}
