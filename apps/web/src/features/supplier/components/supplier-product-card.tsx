import type { Product } from '@careledger/shared';
import { Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ProductImage } from '@/components/marketplace/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { productName } from '../lib/product-name';
import { useWalletSession } from '../lib/use-wallet-session';
import { EditProductDialog } from './edit-product-dialog';
import { SetActiveButton } from './set-active-button';

export function SupplierProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('marketplace');
  // Editing sends a transaction: it needs the wallet on the marketplace's chain.
  const canEdit = useWalletSession().canTransact;
  const [isEditing, setIsEditing] = useState(false);
  const name = productName(product, t);
  return (
    <li
      data-testid="supplier-product-card"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <ProductImage src={product.metadata?.imageUrl} alt={name} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{name}</h3>
        <div className="flex gap-1">
          {product.verified ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('product.verified')}
            </Badge>
          ) : null}
          {product.active ? null : <Badge tone="neutral">{t('details.inactive')}</Badge>}
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {product.metadata?.description}
      </p>
      <div className="flex items-center justify-between text-sm">
        <span className="text-lg font-bold text-teal-800 dark:text-teal-300">
          {t('eth', { amount: product.price })}
        </span>
        <span className="text-slate-700 dark:text-slate-300">
          {product.inventory === 0
            ? t('product.outOfStock')
            : t('product.units', { count: product.inventory })}
        </span>
      </div>
      <div className="mt-auto flex gap-2">
        <Button variant="secondary" className="flex-1" disabled={!canEdit} onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('supplier.product.edit')}
        </Button>
        <SetActiveButton product={product} name={name} />
      </div>
      {isEditing ? <EditProductDialog product={product} onClose={() => setIsEditing(false)} /> : null}
    </li>
  );
}
