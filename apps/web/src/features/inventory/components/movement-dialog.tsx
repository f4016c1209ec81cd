import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { usePostMovement } from '../api/post-movement';
import {
  EMPTY_MOVEMENT_DRAFT,
  MOVEMENT_ERROR_FIELD,
  type QuickMovementKind,
  validateMovementDraft,
} from '../lib/movement-form';
import { DialogActions } from './dialog-actions';
import { ItemPicker } from './item-picker';
import { LotSelect } from './lot-select';

const TITLES = {
  issue: 'overview.recordUsage',
  receipt: 'overview.receiveDelivery',
  stocktake: 'overview.stocktake',
} as const;

interface MovementDialogProps {
  kind: QuickMovementKind;
  onClose: () => void;
}

/** Record usage (issue), receive a delivery (receipt, with lot and expiry) or a stocktake count. */
export function MovementDialog({ kind, onClose }: MovementDialogProps) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const post = usePostMovement();
  const [draft, setDraft] = useState(EMPTY_MOVEMENT_DRAFT);
  const [invalid, setInvalid] = useState<{ field: 'itemId' | 'quantity'; message: string } | null>(null);
  // Updates from the current draft, not the render's: a field's change never undoes another's.
  const set = (field: keyof typeof draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: 'itemId' | 'quantity') => (invalid?.field === field ? invalid.message : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateMovementDraft(kind, draft);
    if (!result.ok) {
      setInvalid({ field: MOVEMENT_ERROR_FIELD[result.error], message: t(`movement.${result.error}`) });
      return;
    }
    setInvalid(null);
    post.mutate(
      { itemId: result.itemId, movement: result.movement },
      {
        onSuccess: () => {
          toast.success(t('movement.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      onClose={onClose}
      title={t(TITLES[kind])}
      description={t(`movement.${kind}Description`)}
      closeLabel={t('close')}
      data-testid="movement-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ItemPicker
          value={draft.itemId}
          // Another item has other lots: its default (FEFO, or the whole item) applies again.
          onValueChange={(itemId) => setDraft((current) => ({ ...current, itemId, lotId: '' }))}
          error={errorOf('itemId')}
        />
        {kind !== 'receipt' && draft.itemId ? (
          <LotSelect
            itemId={Number(draft.itemId)}
            purpose={kind}
            value={draft.lotId}
            onValueChange={set('lotId')}
          />
        ) : null}
        <NumberField
          whole
          label={kind === 'stocktake' ? t('movement.countedQuantity') : t('movement.quantity')}
          value={draft.quantity}
          onChange={(event) => set('quantity')(event.target.value)}
          error={errorOf('quantity')}
        />
        {kind === 'receipt' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('movement.lotNumber')}
              value={draft.lotNumber}
              onChange={(event) => set('lotNumber')(event.target.value)}
            />
            <TextField
              label={t('movement.expiry')}
              type="date"
              value={draft.expiry}
              onChange={(event) => set('expiry')(event.target.value)}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('movement.reason')}
            value={draft.reason}
            onChange={(event) => set('reason')(event.target.value)}
          />
          <TextField
            label={t('movement.reference')}
            value={draft.reference}
            onChange={(event) => set('reference')(event.target.value)}
          />
        </div>
        {post.isError ? <FieldMessage id="movement-error">{errorMessage(post.error)}</FieldMessage> : null}
        <DialogActions submitLabel={t('movement.submit')} isPending={post.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
