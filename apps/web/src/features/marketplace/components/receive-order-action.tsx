import type { Order } from '@careledger/shared';
import { PackageCheck, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { ReceiveOrderDialog } from './receive-order-dialog';

/**
 * A delivered purchase can be booked into the inventory once: afterwards the card says it was. Booking it
 * needs marketplace.receive (staff buy, a manager receives), so for other roles there is nothing to click.
 */
export function ReceiveOrderAction({ order, orderId }: { order: Order; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const canReceive = useCan('marketplace.receive');
  const [isOpen, setIsOpen] = useState(false);
  if (order.receivedMovementId !== null)
    return (
      <Badge tone="success">
        <PackageCheck aria-hidden="true" className="size-3.5" />
        {t('receive.done')}
      </Badge>
    );
  if (!canReceive) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsOpen(true)}>
        <PackagePlus aria-hidden="true" className="size-4" />
        {t('receive.action')}
      </Button>
      {isOpen ? (
        <ReceiveOrderDialog order={order} orderId={orderId} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}
