import type { Product } from '@careledger/shared';
import type { TFunction } from '@/lib/i18n';

/** A listing without stored metadata (listed by another tool) is named by its id. */
export function productName(product: Product, t: TFunction<'marketplace'>): string {
  return product.metadata?.name ?? t('product.fallbackName', { id: product.id });
}
