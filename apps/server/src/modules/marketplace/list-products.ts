import type { ProductPage, productListQuerySchema } from '@careledger/shared';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, like, lte, type SQL } from 'drizzle-orm';
import { parseEther } from 'viem';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { marketProducts, productMetadata } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/read-page';
import { selectProducts, toProduct } from './product-query';

export type ListProductsOptions = z.output<typeof productListQuerySchema> & {
  db: Database;
  contractAddress: string;
};

/** The product grid: active listings (inactive too when asked), filtered, newest first, one page. */
export async function listProducts({ db, contractAddress, ...q }: ListProductsOptions): Promise<ProductPage> {
  const conditions: (SQL | undefined)[] = [];
  if (!q.includeInactive) conditions.push(eq(marketProducts.active, true));
  if (q.search) conditions.push(like(productMetadata.searchText, likePattern(q.search)));
  if (q.category && q.category !== 'all') conditions.push(eq(productMetadata.category, q.category));
  if (q.minPrice) conditions.push(gte(marketProducts.priceWei, parseEther(q.minPrice).toString()));
  if (q.maxPrice) conditions.push(lte(marketProducts.priceWei, parseEther(q.maxPrice).toString()));
  if (q.inStock !== undefined) {
    conditions.push(q.inStock ? gt(marketProducts.inventory, 0) : eq(marketProducts.inventory, 0));
  }
  if (q.verified !== undefined) {
    conditions.push(q.verified ? isNotNull(productMetadata.hash) : isNull(productMetadata.hash));
  }
  if (q.seller) conditions.push(eq(marketProducts.seller, q.seller));
  const where = and(...conditions);

  return readPage(q, {
    rows: async ({ limit, offset }) =>
      (
        await selectProducts(db)
          .query.where(where)
          .orderBy(desc(marketProducts.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toProduct(row, contractAddress)),
    count: () =>
      db
        .select({ n: count() })
        .from(marketProducts)
        .leftJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
        .where(where),
  });
}
