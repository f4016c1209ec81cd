import type { Product } from '@careledger/shared';
import type { TFunction } from 'i18next';

/** A listing without stored metadata (listed by another tool) is named by its id. */
export function productName(product: Product, t: TFunction<'marketplace'>): string {
  return product.metadata?.name ?? t('product.fallbackName', { id: product.id });
}
