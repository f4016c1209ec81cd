import type { RestockingRequest } from '@careledger/shared';
import {
  type RestockingAction,
  useTransitionRestockingRequest,
} from '@/api/medicine/transition-restocking-request';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { allowedRestockingActions } from '../lib/restocking-actions';

/**
 * Schedule Order (pending; places a purchase order, so orders.manage) and Mark Fulfilled (pending or scheduled;
 * stock comes in, so inventory.manage). A role that may do neither sees no buttons; the server checks again.
 */
export function RestockingActions({ request }: { request: RestockingRequest }) {
  const { t } = useTranslation('medicine');
  const toast = useToast();
  const canSchedule = useCan('orders.manage');
  const canFulfil = useCan('inventory.manage');
  const may: Record<RestockingAction, boolean> = { schedule: canSchedule, fulfil: canFulfil };
  const transition = useTransitionRestockingRequest();
  const actions = allowedRestockingActions(request.status).filter((action) => may[action]);
  if (actions.length === 0) return null;

  const run = (action: RestockingAction) =>
    transition.mutate(
      { requestId: request.requestId, action },
      {
        onSuccess: () => toast.success(t(`restocking.done.${action}`, { medicine: request.medicineName })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'schedule' ? 'primary' : 'secondary'}
          disabled={transition.isPending}
          onClick={() => run(action)}
        >
          {t(`restocking.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
