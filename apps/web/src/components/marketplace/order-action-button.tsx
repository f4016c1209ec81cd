import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { TransactionButton } from './transaction-button';

/** What the person is asked before an action that cannot be taken back. */
export interface OrderActionQuestion {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pendingLabel: string;
}

interface OrderActionButtonProps {
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
  /** The feature's useContractTransaction() state. */
  transaction: { step: 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed' };
  /** The feature's <TransactionSteps> for it. */
  steps: ReactNode;
  disabled: boolean;
  /** Asked first when set; the action runs only through the dialog's confirm button (issue 12 item 6). */
  question?: OrderActionQuestion;
  /** Sends the transaction; resolves once it is mined and indexed (or failed). */
  onRun: () => Promise<{ ok: boolean }>;
  /** The success toast once the transaction is confirmed. */
  doneMessage: string;
}

/**
 * One order action on the chain: asks first when it cannot be undone, says so in a toast when it is done, and
 * stays disabled once confirmed, so the card never offers the same action again beside "Transaction … confirmed."
 * while the order's new state loads.
 */
export function OrderActionButton({
  label,
  variant,
  transaction,
  steps,
  disabled,
  question,
  onRun,
  doneMessage,
}: OrderActionButtonProps) {
  const toast = useToast();
  const [isAsking, setAsking] = useState(false);
  const run = async () => {
    setAsking(false);
    const outcome = await onRun();
    if (outcome.ok) toast.success(doneMessage);
  };
  return (
    <>
      <TransactionButton
        size="sm"
        variant={variant}
        transaction={transaction}
        steps={steps}
        disabled={disabled || transaction.step === 'confirmed'}
        onClick={() => (question ? setAsking(true) : void run())}
      >
        {label}
      </TransactionButton>
      {question ? (
        <ConfirmDialog
          open={isAsking}
          title={question.title}
          description={question.description}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          closeLabel={question.closeLabel}
          pendingLabel={question.pendingLabel}
          variant={variant === 'secondary' ? 'primary' : variant}
          onConfirm={() => void run()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
