import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { emptyProductDraft } from '../lib/product-form';
import { ProductForm } from './product-form';

interface AddProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 000 section 2.7 "Add New Product": closing it throws the draft away, so it opens empty again. */
export function AddProductDialog({ open, onOpenChange }: AddProductDialogProps) {
  const { t } = useTranslation('marketplace');
  if (!open) return null;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('productForm.addTitle')}
      closeLabel={t('close')}
      size="lg"
      data-testid="add-product-dialog"
    >
      <ProductForm
        mode="add"
        initialDraft={emptyProductDraft()}
        toCall={(product, metadataHash) => ({
          functionName: 'listProduct',
          args: [product.priceWei, product.inventory, metadataHash],
        })}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
