import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@careledger/shared';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { ProductDraft } from '../lib/product-form';
import { ProductForm } from './product-form';

const isCategory = (value: string): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value);

function toDraft(product: Product): ProductDraft {
  const category = product.metadata?.category ?? '';
  return {
    name: product.metadata?.name ?? '',
    description: product.metadata?.description ?? '',
    category: isCategory(category) ? category : PRODUCT_CATEGORIES[0],
    price: product.price,
    inventory: String(product.inventory),
    imageUrl: product.metadata?.imageUrl ?? '',
  };
}

interface EditProductDialogProps {
  product: Product;
  onClose: () => void;
}

/** New price, inventory and metadata: the metadata is stored again and updateProduct carries its hash. */
export function EditProductDialog({ product, onClose }: EditProductDialogProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Dialog
      onClose={onClose}
      title={t('productForm.editTitle')}
      closeLabel={t('close')}
      size="lg"
      data-testid="edit-product-dialog"
    >
      <ProductForm
        mode="edit"
        initialDraft={toDraft(product)}
        toCall={(valid, metadataHash) => ({
          functionName: 'updateProduct',
          args: [BigInt(product.id), valid.priceWei, valid.inventory, metadataHash],
        })}
        onDone={onClose}
      />
    </Dialog>
  );
}
