import { ORDER_LIST_LIMIT, type Order } from '@careledger/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { selectOrders, toOrder } from './order-query';

/** A buyer's purchases or a seller's sales, newest first, unmined and failed purchases included. */
export async function listOrders({
  db,
  buyer,
  seller,
}: {
  db: Database;
  buyer?: string | undefined;
  seller?: string | undefined;
}): Promise<{ items: Order[] }> {
  const where = buyer ? eq(marketOrders.buyer, buyer) : eq(marketOrders.seller, seller ?? '');
  const rows = await selectOrders(db)
    .where(where)
    // Not yet mined (no order id) first: they are the newest.
    .orderBy(
      desc(marketOrders.createdAt),
      sql`${marketOrders.orderId} desc nulls first`,
      desc(marketOrders.rowId),
    )
    .limit(ORDER_LIST_LIMIT);
  return { items: rows.map(toOrder) };
}

export async function getOrder({ db, id }: { db: Database; id: number }): Promise<Order> {
  const [row] = await selectOrders(db).where(eq(marketOrders.orderId, id));
  if (!row) throw notFound('orderNotFound', { orderId: id });
  return toOrder(row);
}
