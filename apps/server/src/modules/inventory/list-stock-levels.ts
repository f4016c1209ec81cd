import { deriveStockStatus, type StockStatus } from '@careledger/shared';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, stockMovements } from '../../db/schema';

export interface StockLevel {
  id: number;
  name: string;
  category: string;
  threshold: number;
  /** The sum of the item's stock movements. */
  stock: number;
  status: StockStatus;
  blockchainVerified: boolean;
}

/** Every item that is not archived, with its stock from the ledger and the status derived from it. */
export async function listStockLevels({ db }: { db: Database }): Promise<StockLevel[]> {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      category: items.category,
      threshold: items.threshold,
      blockchainVerified: items.blockchainVerified,
      stock: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int`,
    })
    .from(items)
    .leftJoin(stockMovements, eq(stockMovements.itemId, items.id))
    .where(isNull(items.archivedAt))
    .groupBy(items.id)
    .orderBy(asc(items.id));
  return rows.map((row) => ({
    ...row,
    stock: Number(row.stock),
    status: deriveStockStatus(Number(row.stock), row.threshold),
  }));
}
