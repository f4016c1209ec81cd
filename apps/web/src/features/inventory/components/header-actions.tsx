import type { AutoGeneratePreview } from '@careledger/shared';
import { ListPlus, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAutoGenerateOrders, usePreviewAutoGenerateOrders } from '../api/auto-generate-orders';
import { useCheckAlerts } from '../api/check-alerts';

const AutoGeneratePreviewDialog = lazyDialog(() =>
  import('./auto-generate-preview-dialog').then((m) => m.AutoGeneratePreviewDialog),
);

/**
 * Check Alerts posts, then the screen reloads. Auto-Generate Orders first shows the orders it would create and
 * creates them only when confirmed, exactly as previewed (the server refuses if the plan changed meanwhile).
 * Each shows only to a role that may run it (alerts.manage, orders.manage); staff see neither.
 */
export function HeaderActions() {
  const { t } = useTranslation('inventory');
  const canCheckAlerts = useCan('alerts.manage');
  const canOrder = useCan('orders.manage');
  const toast = useToast();
  const check = useCheckAlerts();
  const previewing = usePreviewAutoGenerateOrders();
  const generate = useAutoGenerateOrders();
  const [preview, setPreview] = useState<AutoGeneratePreview | null>(null);

  const checkAlerts = () =>
    check.mutate(undefined, {
      onSuccess: (result) => toast.success(t('header.checked', result)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const openPreview = () =>
    previewing.mutate(undefined, {
      onSuccess: (plan) => {
        generate.reset();
        setPreview(plan);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const createOrders = () => {
    if (!preview) return;
    generate.mutate(preview.fingerprint, {
      onSuccess: ({ created }) => {
        setPreview(null);
        toast.success(t('header.generated', { count: created.length }));
      },
    });
  };
  const isBusy = previewing.isPending || generate.isPending;

  return (
    <>
      {canCheckAlerts ? (
        <Button
          variant="secondary"
          onClick={checkAlerts}
          disabled={check.isPending}
          aria-busy={check.isPending}
        >
          <SearchCheck aria-hidden="true" className="size-4" />
          {check.isPending ? t('header.checking') : t('header.checkAlerts')}
        </Button>
      ) : null}
      {canOrder ? (
        <Button onClick={openPreview} disabled={isBusy} aria-busy={isBusy}>
          <ListPlus aria-hidden="true" className="size-4" />
          {previewing.isPending ? t('header.previewing') : t('header.autoGenerate')}
        </Button>
      ) : null}
      {preview ? (
        <AutoGeneratePreviewDialog
          preview={preview}
          onConfirm={createOrders}
          onCancel={() => setPreview(null)}
          isPending={generate.isPending}
          error={generate.error ? errorMessage(generate.error) : null}
        />
      ) : null}
    </>
  );
}
