import type { InventoryAlert } from '@careledger/shared';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { useServerText } from '@/hooks/use-server-text';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDismissAlert } from '../api/dismiss-alert';
import { AlertSeverityBadge } from './alert-severity-badge';

/** An alert; only a role that may manage alerts (not staff) can dismiss it. */
export function AlertRow({ alert }: { alert: InventoryAlert }) {
  const { t } = useTranslation('inventory');
  const canDismiss = useCan('alerts.manage');
  const format = useFormat();
  const toast = useToast();
  const dismiss = useDismissAlert();
  const words = useServerText().alert(alert);
  const onDismiss = () =>
    dismiss.mutate(alert.id, {
      onSuccess: () => toast.success(t('alerts.dismissed')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <li
      data-testid="alert-row"
      data-alert-id={alert.id}
      data-severity={alert.severity}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900 dark:text-slate-100">{words.title}</p>
          <AlertSeverityBadge severity={alert.severity} />
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{words.message}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {alert.itemName} · <time dateTime={alert.createdAt}>{format.date(alert.createdAt)}</time>
        </p>
      </div>
      {canDismiss ? (
        <Button variant="secondary" size="sm" onClick={onDismiss} disabled={dismiss.isPending}>
          {t('alerts.dismiss')}
        </Button>
      ) : null}
    </li>
  );
}
