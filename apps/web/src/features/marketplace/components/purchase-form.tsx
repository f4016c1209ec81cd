import type { Product } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { ProductImage } from '@/components/marketplace/product-image';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useTranslation } from '@/lib/i18n';
import { productName } from '../lib/product-text';
import { formatOrderTotal, orderTotalWei, readQuantity } from '../lib/purchase-quantity';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';

interface PurchaseFormProps {
  product: Product;
  onDone: () => void;
}

export function PurchaseForm({ product, onDone }: PurchaseFormProps) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const { isConnected } = useWalletSession();
  const transaction = useContractTransaction();
  const [quantityText, setQuantityText] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const reading = readQuantity(quantityText, product.inventory);
  const name = productName(product, t);
  const isBusy = transaction.step === 'signing' || transaction.step === 'pending';

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isConnected) {
      setProblem(t('purchase.connectFirst'));
      return;
    }
    // A quantity outside 1..stock is refused beside the field and never sent (issue 12 item 2).
    if (!reading.ok) return;
    const quantity = reading.quantity;
    setProblem(null);
    // The purchase names the price and the description shown here: the contract refuses it if the seller changed
    // either since (PriceChanged, MetadataChanged). The wallet layer reloads every marketplace query once the
    // purchase is mined; a failure stays on screen.
    const outcome = await transaction.run({
      functionName: 'purchase',
      args: [BigInt(product.id), BigInt(quantity), BigInt(product.priceWei), product.metadataHash],
      value: orderTotalWei(product.priceWei, quantity),
    });
    if (outcome.ok) {
      toast.success(t('purchase.success'));
      onDone();
    }
  };

  const quantityError = reading.ok
    ? null
    : t(`purchase.quantityErrors.${reading.problem}`, { count: product.inventory });
  const failure =
    transaction.step === 'failed' ? `${t('purchase.failed')}: ${transaction.error ?? ''}` : null;

  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      <div className="flex gap-4">
        <div className="w-20 shrink-0">
          <ProductImage src={product.metadata?.imageUrl} alt={name} />
        </div>
        <div>
          <p className="font-semibold text-slate-900 dark:text-slate-50">{name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('purchase.unitPrice', { amount: product.price })}
          </p>
        </div>
      </div>
      <div>
        <TextField
          label={t('purchase.quantity')}
          type="number"
          min={1}
          max={product.inventory}
          step={1}
          value={quantityText}
          error={quantityError}
          disabled={isBusy}
          onChange={(event) => setQuantityText(event.target.value)}
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('purchase.available', { count: product.inventory })}
        </p>
      </div>
      <p className="flex justify-between text-base font-semibold text-slate-900 dark:text-slate-50">
        <span>{t('purchase.total')}</span>
        <span data-testid="purchase-total">
          {reading.ok ? t('eth', { amount: formatOrderTotal(product.priceWei, reading.quantity) }) : '—'}
        </span>
      </p>
      {/* A failure is said once, below, in this form's own words. */}
      {transaction.step !== 'idle' && transaction.step !== 'failed' ? (
        <TransactionSteps transaction={transaction} />
      ) : null}
      {problem || failure ? <FieldMessage id="purchase-problem">{problem ?? failure}</FieldMessage> : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={isBusy}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={isBusy || !reading.ok} aria-busy={isBusy}>
          {isBusy ? t('purchase.processing') : t('purchase.confirm')}
        </Button>
      </div>
    </form>
  );
}
