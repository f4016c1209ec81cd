import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

interface TransactionButtonProps extends ButtonProps {
  /** The feature's useContractTransaction() state. */
  transaction: { step: 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed' };
  /** The feature's <TransactionSteps> for it: passed in so the feature's wallet seam (replaced in tests) stays the one. */
  steps: ReactNode;
}

/** A button that sends one contract transaction: locked while it is signed or mined, its steps shown below. */
export function TransactionButton({ transaction, steps, disabled, ...props }: TransactionButtonProps) {
  const isBusy = transaction.step === 'signing' || transaction.step === 'pending';
  return (
    <div className="flex flex-col items-end gap-1">
      <Button disabled={disabled || isBusy} {...props} />
      {transaction.step !== 'idle' ? steps : null}
    </div>
  );
}
