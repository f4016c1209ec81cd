import { ListPlus, SearchCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useAutoGenerateOrders } from '../api/auto-generate-orders';
import { useCheckAlerts } from '../api/check-alerts';

/** Check Alerts and Auto-Generate Orders: each posts, then the whole screen reloads. */
export function HeaderActions() {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const check = useCheckAlerts();
  const generate = useAutoGenerateOrders();

  const checkAlerts = () =>
    check.mutate(undefined, {
      onSuccess: (result) => toast.success(t('header.checked', result)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const autoGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: ({ created }) =>
        created.length > 0
          ? toast.success(t('header.generated', { count: created.length }))
          : toast.info(t('header.nothingToOrder')),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <Button
        variant="secondary"
        onClick={checkAlerts}
        disabled={check.isPending}
        aria-busy={check.isPending}
      >
        <SearchCheck aria-hidden="true" className="size-4" />
        {check.isPending ? t('header.checking') : t('header.checkAlerts')}
      </Button>
      <Button onClick={autoGenerate} disabled={generate.isPending} aria-busy={generate.isPending}>
        <ListPlus aria-hidden="true" className="size-4" />
        {generate.isPending ? t('header.generating') : t('header.autoGenerate')}
      </Button>
    </>
  );
}
