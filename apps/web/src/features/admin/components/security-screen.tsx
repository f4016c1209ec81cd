import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/lib/i18n';
import { ApiTokensCard } from './api-tokens-card';
import { AuditLogCard } from './audit-log-card';
import { SessionsCard } from './sessions-card';

/** /admin/security: every session, the API tokens and the audit log (security.manage). */
export function SecurityScreen() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('security.title')} description={t('security.subtitle')} />
      <div className="space-y-6">
        <SessionsCard />
        <ApiTokensCard />
        <AuditLogCard />
      </div>
    </>
  );
}
