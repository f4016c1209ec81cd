import {
  averageRating,
  type MarketplaceStats,
  SALE_ORDER_STATUSES,
  type SupplierStats,
} from '@careledger/shared';
import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Database } from '../../db/client';
import { marketBalances, marketOrders, marketProducts, productMetadata } from '../../db/schema';
import { productRatings } from './product-query';

const sumWei = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expression}), 0)::text`;

async function ratingsOf(db: Database, where: ReturnType<typeof and>): Promise<(number | null)[]> {
  const ratings = productRatings(db);
  const rows = await db
    .select({ rating: ratings.rating })
    .from(marketProducts)
    .leftJoin(ratings, eq(ratings.productId, marketProducts.id))
    .where(where);
  return rows.map((r) => (r.rating === null ? null : Number(r.rating)));
}

/** Spec 000 sections 2.6 and 9: the marketplace's stat cards, over active listings; revenue over sales. */
export async function getMarketplaceStats({ db }: { db: Database }): Promise<MarketplaceStats> {
  const active = eq(marketProducts.active, true);
  const [products] = await db
    .select({
      products: count(),
      suppliers: countDistinct(marketProducts.seller),
      verified: count(productMetadata.hash),
    })
    .from(marketProducts)
    .leftJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
    .where(active);
  const mined = isNotNull(marketOrders.orderId);
  const [orders] = await db.select({ n: count() }).from(marketOrders).where(mined);
  // Revenue is what buyers have paid for orders that still stand, so a purchase adds its total and only a
  // cancellation or refund takes it back. The spec's price x stock fell on every sale (docs/spec-deviations.md).
  const [sales] = await db
    .select({ revenue: sumWei(sql`${marketOrders.totalWei}`) })
    .from(marketOrders)
    .where(and(mined, inArray(marketOrders.status, [...SALE_ORDER_STATUSES])));
  return {
    products: products?.products ?? 0,
    suppliers: products?.suppliers ?? 0,
    transactions: orders?.n ?? 0,
    verified: products?.verified ?? 0,
    revenue: formatEther(BigInt(sales?.revenue ?? '0')),
    avgRating: averageRating(await ratingsOf(db, active)),
  };
}

/** Spec 000 section 2.7: a seller's cards. This Month is the current UTC calendar month of order dates. */
export async function getSellerStats({
  db,
  seller,
  now = new Date(),
}: {
  db: Database;
  seller: string;
  now?: Date;
}): Promise<SupplierStats> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [products] = await db
    .select({ n: count() })
    .from(marketProducts)
    .where(eq(marketProducts.seller, seller));
  const mine = and(eq(marketOrders.seller, seller), isNotNull(marketOrders.orderId));
  const sale = and(mine, inArray(marketOrders.status, [...SALE_ORDER_STATUSES]));
  const [orders] = await db
    .select({
      orders: count(),
      pending: sql<number>`count(*) filter (where ${marketOrders.status} = 'pending')`.mapWith(Number),
    })
    .from(marketOrders)
    .where(mine);
  const [sales] = await db
    .select({
      total: sumWei(sql`${marketOrders.totalWei}`),
      thisMonth: sql<string>`coalesce(sum(${marketOrders.totalWei}) filter (where ${marketOrders.createdAt} >= ${monthStart.toISOString()}::timestamptz), 0)::text`,
    })
    .from(marketOrders)
    .where(sale);
  const [balance] = await db
    .select({ wei: marketBalances.balanceWei })
    .from(marketBalances)
    .where(eq(marketBalances.account, seller));
  return {
    products: products?.n ?? 0,
    orders: orders?.orders ?? 0,
    totalSales: formatEther(BigInt(sales?.total ?? '0')),
    thisMonth: formatEther(BigInt(sales?.thisMonth ?? '0')),
    pending: orders?.pending ?? 0,
    avgRating: averageRating(await ratingsOf(db, eq(marketProducts.seller, seller))),
    balance: formatEther(BigInt(balance?.wei ?? '0')),
  };
}
