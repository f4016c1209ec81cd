import type { AlertSeverity } from '@careledger/shared';
import { useTranslation } from '@/lib/i18n';

/** Four steps, each readable in both themes (4.5:1); critical is the only solid one. */
const TONES: Record<AlertSeverity, string> = {
  low: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  high: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  critical: 'bg-red-700 text-white dark:bg-red-300 dark:text-red-950',
};

export function AlertSeverityBadge({ severity }: { severity: AlertSeverity }) {
  const { t } = useTranslation('inventory');
  return (
    <span
      data-severity={severity}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[severity]}`}
    >
      {t(`alerts.severity.${severity}`)}
    </span>
  );
}
