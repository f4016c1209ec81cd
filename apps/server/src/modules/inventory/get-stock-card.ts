import { type StockCard, stockCardQuerySchema } from '@careledger/shared';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lots, stockMovements } from '../../db/schema';
import { readPage } from '../../lib/read-page';
import { getItem } from './get-item';

/**
 * An item's stock card: its lots with stock on hand, and its movements newest first, each with the running
 * balance stored when it was posted (so a page never sums the ledger).
 */
export async function getStockCard({
  db,
  itemId,
  page = 1,
  pageSize = 50,
}: {
  db: Database;
  itemId: number;
  page?: number;
  pageSize?: number;
}): Promise<StockCard> {
  stockCardQuerySchema.parse({ page, pageSize });
  const item = await getItem({ db, id: itemId });
  const [lotRows, movements] = await Promise.all([
    db
      .select({ id: lots.id, lotNumber: lots.lotNumber, expiry: lots.expiry, quantity: lots.quantityOnHand })
      .from(lots)
      .where(and(eq(lots.itemId, itemId), gt(lots.quantityOnHand, 0)))
      .orderBy(sql`${lots.expiry} asc nulls last`, asc(lots.id)),
    readPage(
      { page, pageSize },
      {
        rows: async ({ limit, offset }) =>
          (
            await db
              .select({
                id: stockMovements.id,
                itemId: stockMovements.itemId,
                kind: stockMovements.kind,
                quantity: stockMovements.quantity,
                balance: stockMovements.balanceAfter,
                lotNumber: lots.lotNumber,
                reason: stockMovements.reason,
                reference: stockMovements.reference,
                createdBy: stockMovements.createdBy,
                createdAt: stockMovements.createdAt,
              })
              .from(stockMovements)
              .leftJoin(lots, eq(lots.id, stockMovements.lotId))
              .where(eq(stockMovements.itemId, itemId))
              .orderBy(desc(stockMovements.id))
              .limit(limit)
              .offset(offset)
          ).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        count: () => db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.itemId, itemId)),
      },
    ),
  ]);
  const { items: rows, ...paging } = movements;
  return { item, lots: lotRows, movements: rows, ...paging };
}
