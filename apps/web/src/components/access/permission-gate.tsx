import { ACCOUNT_ROLES, type Permission, roleCan } from '@careledger/shared';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';

/** The roles whose permissions include one, in the matrix's order (packages/shared ROLE_PERMISSIONS). */
export function rolesThatCan(permission: Permission) {
  return ACCOUNT_ROLES.filter((role) => roleCan(role, permission));
}

/**
 * A whole screen a role cannot use: instead of buttons that fail one by one, one sentence naming the reader's
 * role and the roles the screen needs. The server refuses the same requests with a 403; this only says it first.
 */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { session, isLoading } = useSession();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (session?.permissions.includes(permission)) return <>{children}</>;
  const roles = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    rolesThatCan(permission).map((role) => t(`roles.${role}`)),
  );
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900"
      data-testid="permission-denied"
    >
      <Lock aria-hidden="true" className="size-8 text-slate-500" />
      <h1 className="text-xl font-semibold">{t('access.denied.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        {t('access.denied.body', {
          role: session ? t(`roles.${session.account.role}`) : '',
          roles,
        })}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('access.denied.ask')}</p>
    </section>
  );
}

/** Whether the signed-in role may do something, with the sentence to show beside a disabled control. */
export function useAccess(permission: Permission) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const allowed = session?.permissions.includes(permission) ?? false;
  const roles = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    rolesThatCan(permission).map((role) => t(`roles.${role}`)),
  );
  return { allowed, reason: allowed ? undefined : t('access.denied.action', { roles }) };
}
