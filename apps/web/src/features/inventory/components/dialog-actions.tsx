import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface DialogActionsProps {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  variant?: 'primary' | 'danger';
}

/** Cancel and the form's submit button, at the foot of a dialog. */
export function DialogActions({ submitLabel, isPending, onCancel, variant = 'primary' }: DialogActionsProps) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={isPending} aria-busy={isPending}>
        {isPending ? t('saving') : submitLabel}
      </Button>
    </div>
  );
}
