import { ACCOUNT_ROLES, type AccountRole, DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD } from '@careledger/shared';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** The demo accounts (demo data on a loopback address): one button per role that fills the form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-6 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('auth.demo.description', { password: DEMO_PASSWORD })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {ACCOUNT_ROLES.map((role: AccountRole) => (
          <li key={role}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onPick(DEMO_ACCOUNT_EMAILS[role], DEMO_PASSWORD)}
            >
              {t(`roles.${role}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
