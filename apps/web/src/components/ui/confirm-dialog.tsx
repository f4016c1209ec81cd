import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { FieldMessage } from './field-message';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** What the action will do, shown before the person agrees (a preview table, a count). */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** Why the action failed, already worded for the reader; the dialog stays open so nothing is lost. */
  error?: string | null;
  /** Nothing to do (an empty preview): the confirm button is disabled. */
  confirmDisabled?: boolean;
  variant?: 'primary' | 'danger';
  size?: 'md' | 'lg' | 'xl';
  'data-testid'?: string;
}

/**
 * Asks before an action that cannot be taken back or acts on many rows at once. Cancel, Escape and the X
 * close it without acting; the confirm button is the only way through.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  isPending = false,
  error,
  confirmDisabled = false,
  variant = 'primary',
  size = 'md',
  ...rest
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || isPending ? undefined : onCancel())}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size={size}
      data-testid={rest['data-testid']}
    >
      <div className="space-y-4">
        {children}
        {error ? <FieldMessage id="confirm-dialog-error">{error}</FieldMessage> : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            onClick={onConfirm}
            disabled={isPending || confirmDisabled}
            aria-busy={isPending}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
