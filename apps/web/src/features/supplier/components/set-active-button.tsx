import type { Product } from '@careledger/shared';
import { Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';

/**
 * The card's red icon button. A listing on chain cannot be deleted, so it is taken off the marketplace
 * (setActive false) and can be put back; the person confirms first.
 */
export function SetActiveButton({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation('marketplace');
  const [isConfirming, setIsConfirming] = useState(false);
  const action = product.active ? 'deactivate' : 'reactivate';
  const Icon = product.active ? PowerOff : Power;
  return (
    <>
      <Button
        variant={product.active ? 'danger' : 'secondary'}
        size="icon"
        aria-label={t(`supplier.product.${action}`, { name })}
        title={t(`supplier.product.${action}`, { name })}
        onClick={() => setIsConfirming(true)}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
      {isConfirming ? (
        <ConfirmSetActive product={product} name={name} onClose={() => setIsConfirming(false)} />
      ) : null}
    </>
  );
}

function ConfirmSetActive({
  product,
  name,
  onClose,
}: {
  product: Product;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  const action = product.active ? 'deactivate' : 'reactivate';
  const isBusy = transaction.step === 'signing' || transaction.step === 'pending';

  const run = async () => {
    const outcome = await transaction.run({
      functionName: 'setActive',
      args: [BigInt(product.id), !product.active],
    });
    if (outcome.ok) {
      toast.success(t(`supplier.product.${action}d`, { name }));
      onClose();
    }
  };

  return (
    <Dialog
      onClose={onClose}
      title={t(`supplier.product.${action}Title`)}
      description={t(`supplier.product.${action}Confirm`, { name })}
      closeLabel={t('close')}
    >
      <div className="space-y-4">
        {transaction.step !== 'idle' ? <TransactionSteps transaction={transaction} /> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {t('cancel')}
          </Button>
          <Button
            variant={product.active ? 'danger' : 'primary'}
            disabled={!canTransact || isBusy}
            aria-busy={isBusy}
            onClick={() => void run()}
          >
            {t(`supplier.product.${action}Action`)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
