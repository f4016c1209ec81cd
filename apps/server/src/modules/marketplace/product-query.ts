import type { Product, ProductCategory } from '@careledger/shared';
import { and, avg, count, eq, isNotNull } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Database } from '../../db/client';
import { marketOrders, marketProducts, productMetadata } from '../../db/schema';

/** Each product's rating: the mean of its delivered orders' ratings. */
export function productRatings(db: Database) {
  return db
    .select({
      productId: marketOrders.productId,
      rating: avg(marketOrders.rating).as('rating'),
      ratingCount: count(marketOrders.rating).as('rating_count'),
    })
    .from(marketOrders)
    .where(and(eq(marketOrders.status, 'delivered'), isNotNull(marketOrders.rating)))
    .groupBy(marketOrders.productId)
    .as('ratings');
}

/** Products joined with their metadata (null when the server holds none for the hash) and ratings. */
export function selectProducts(db: Database) {
  const ratings = productRatings(db);
  return {
    ratings,
    query: db
      .select({
        product: marketProducts,
        metadata: productMetadata,
        rating: ratings.rating,
        ratingCount: ratings.ratingCount,
      })
      .from(marketProducts)
      .leftJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
      .leftJoin(ratings, eq(ratings.productId, marketProducts.id))
      .$dynamic(),
  };
}

export type ProductRow = {
  product: typeof marketProducts.$inferSelect;
  metadata: typeof productMetadata.$inferSelect | null;
  rating: string | null;
  ratingCount: number | null;
};

/** Every indexed listing is confirmed (the indexer stays CHAIN_CONFIRMATIONS behind the head). */
export function toProduct(row: ProductRow, contractAddress: string): Product {
  const { product, metadata } = row;
  return {
    id: product.id,
    seller: product.seller as Product['seller'],
    metadata: metadata
      ? {
          name: metadata.name,
          description: metadata.description,
          category: metadata.category as ProductCategory,
          imageUrl: metadata.imageUrl,
        }
      : null,
    metadataHash: product.metadataHash as Product['metadataHash'],
    priceWei: product.priceWei,
    price: formatEther(BigInt(product.priceWei)),
    inventory: product.inventory,
    active: product.active,
    verified: metadata !== null,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    ratingCount: Number(row.ratingCount ?? 0),
    contractAddress: contractAddress.toLowerCase() as Product['contractAddress'],
    listedAt: product.listedAt.toISOString(),
    listingTxHash: product.listingTxHash as Product['listingTxHash'],
    inventoryItemId: metadata?.inventoryItemId ?? null,
  };
}
