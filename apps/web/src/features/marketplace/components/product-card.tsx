import type { Product } from '@careledger/shared';
import { Info, ShieldCheck, Star } from 'lucide-react';
import { memo } from 'react';
import { ProductImage } from '@/components/marketplace/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { shortAddress } from '@/lib/wallet/short-text';
import { productName } from '../lib/product-text';

interface ProductCardProps {
  product: Product;
  /** Absent when the reader may not trade: no Buy Now at all, rather than one that always fails. */
  onBuy?: (product: Product) => void;
  /** Buying needs a connected wallet on the marketplace's chain (the grid asks the wallet once for all cards). */
  canBuy: boolean;
  onShowDetails: (product: Product) => void;
}

/** Memoised: the grid renders again while a page loads or the wallet changes, a card only when its own props do. */
export const ProductCard = memo(function ProductCard({
  product,
  onBuy,
  canBuy,
  onShowDetails,
}: ProductCardProps) {
  const { t } = useTranslation('marketplace');
  const name = productName(product, t);
  const isOutOfStock = product.inventory === 0;
  return (
    <li
      data-testid="product-card"
      // Off screen, a card keeps its height but is not laid out or painted until it scrolls near: laying out a
      // whole page of cards at once was a long task of its own. Only its height is held: an intrinsic width
      // too made every card 38rem wide, and the page scroll sideways, on a phone.
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm [contain-intrinsic-height:auto_38rem] [content-visibility:auto] dark:border-slate-800 dark:bg-slate-900"
    >
      <ProductImage src={product.metadata?.imageUrl} alt={name} />
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-slate-900 dark:text-slate-50">{name}</h2>
        {product.verified ? (
          <Badge tone="success">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('product.verified')}
          </Badge>
        ) : null}
      </div>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {product.metadata?.description}
      </p>
      <div className="flex items-center justify-between gap-2">
        <p className="text-lg font-bold text-teal-800 dark:text-teal-300">
          {t('eth', { amount: product.price })}
        </p>
        <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
          {product.rating === null ? (
            t('product.noRatings')
          ) : (
            <>
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {t('product.rating', { rating: product.rating.toFixed(1), count: product.ratingCount })}
            </>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('product.supplier')}</dt>
        <dd className="text-right font-mono text-slate-800 dark:text-slate-200" title={product.seller}>
          {shortAddress(product.seller)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('product.stock')}</dt>
        <dd className="text-right text-slate-800 dark:text-slate-200">
          {isOutOfStock ? t('product.outOfStock') : t('product.units', { count: product.inventory })}
        </dd>
      </dl>
      <div className="mt-auto flex gap-2">
        {onBuy ? (
          <Button className="flex-1" disabled={!canBuy || isOutOfStock} onClick={() => onBuy(product)}>
            {t('product.buyNow')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="icon"
          className="ml-auto"
          aria-label={t('product.viewDetails', { name })}
          title={t('product.viewDetails', { name })}
          onClick={() => onShowDetails(product)}
        >
          <Info aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
});
