import { clsx } from 'clsx';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { shortTxHash } from '@/lib/wallet/short-text';
import type { ContractTransaction } from '@/lib/wallet/use-contract-transaction';

interface TransactionStepsProps {
  /** What useContractTransaction() returns (only its step, hash and error are read). */
  transaction: Pick<ContractTransaction, 'step' | 'txHash' | 'error'>;
  className?: string;
}

/** The step of a contract transaction, announced politely to screen readers as it moves on. */
export function TransactionSteps({ transaction, className }: TransactionStepsProps) {
  const { t } = useTranslation('wallet');
  const { step, txHash, error } = transaction;
  const hash = txHash ? shortTxHash(txHash) : '';

  let content = null;
  if (step === 'signing')
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('transaction.signing')}
      </>
    );
  else if (step === 'pending')
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('transaction.pending', { hash })}
      </>
    );
  else if (step === 'confirmed')
    content = (
      <>
        <CircleCheck aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
        {t('transaction.confirmed', { hash })}
      </>
    );
  else if (step === 'failed')
    content = (
      <>
        <CircleX aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
        {t('transaction.failed', { message: error ?? t('transaction.errors.failed') })}
      </>
    );

  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="transaction-steps"
      data-step={step}
      className={clsx('flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200', className)}
    >
      {content}
    </p>
  );
}
