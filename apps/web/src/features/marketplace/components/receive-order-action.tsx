import type { Order } from '@careledger/shared';
import { PackageCheck, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ReceiveOrderDialog } from './receive-order-dialog';

/** A delivered purchase can be booked into the inventory once: afterwards the card says it was. */
export function ReceiveOrderAction({ order, orderId }: { order: Order; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const [isOpen, setIsOpen] = useState(false);
  if (order.receivedMovementId !== null)
    return (
      <Badge tone="success">
        <PackageCheck aria-hidden="true" className="size-3.5" />
        {t('receive.done')}
      </Badge>
    );
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
