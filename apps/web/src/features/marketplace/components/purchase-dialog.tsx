import type { Product } from '@careledger/shared';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { PurchaseForm } from './purchase-form';

interface PurchaseDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Spec 000 section 2.6 "Purchase Product": opening it for a product starts again at quantity 1. */
export function PurchaseDialog({ product, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation('marketplace');
  if (!product) return null;
  return (
    <Dialog
      onClose={onClose}
      title={t('purchase.title')}
      closeLabel={t('close')}
      data-testid="purchase-dialog"
    >
      <PurchaseForm key={product.id} product={product} onDone={onClose} />
    </Dialog>
  );
}
