import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/**
 * Password, second factor and session actions. There are no sign-in accounts yet, so the buttons are shown
 * disabled with the reason beside them rather than pretending to work.
 */
export function AccountSecurityActions({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="space-y-4">
      <p
        id={reasonId}
        className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('security.accountsDisabled')}
      </p>
      <div className="flex flex-wrap gap-3">
        {labels.map((label) => (
          <Button key={label} variant="secondary" disabled aria-describedby={reasonId}>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
