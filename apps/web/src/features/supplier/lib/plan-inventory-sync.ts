import type { Hex, Product } from '@careledger/shared';

/** One listing whose inventory on chain differs from its item's stock, and the updateProduct call to fix it. */
interface ListingUpdate {
  product: Product;
  stock: number;
  call: { functionName: 'updateProduct'; args: [bigint, bigint, bigint, Hex] };
}

/** Active listings made from an inventory item: the ones "Sync Inventory to Marketplace" looks at. */
export const linkedListings = (products: Product[]) =>
  products.filter((p): p is Product & { inventoryItemId: number } => p.active && p.inventoryItemId !== null);

/**
 * For each active listing made from an inventory item, the item's stock (never below zero) replaces the listed
 * inventory when they differ; price and metadata stay as they are. Unchanged listings are skipped.
 *
 * A listing's inventory counts the units open for new orders; the contract adds a cancelled or rejected order's
 * units back on top of it. The stock is the right figure because useInventorySync books every mined order as a
 * sale first, open ones included: their units are already out of it, and come back to both sides together.
 */
export function planInventorySync(
  products: Product[],
  stockByItem: ReadonlyMap<number, number>,
): ListingUpdate[] {
  return linkedListings(products).flatMap((product) => {
    const stock = stockByItem.get(product.inventoryItemId);
    if (stock === undefined) return [];
    const target = Math.max(0, stock);
    if (target === product.inventory) return [];
    return [
      {
        product,
        stock: target,
        call: {
          functionName: 'updateProduct' as const,
          args: [BigInt(product.id), BigInt(product.priceWei), BigInt(target), product.metadataHash],
        },
      },
    ];
  });
}
