import type { StockStatus } from '@careledger/shared';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';

export interface StockLevel {
  id: number;
  name: string;
  category: string;
  threshold: number;
  /** The item's cached ledger balance (the sum of its stock movements). */
  stock: number;
  status: StockStatus;
  blockchainVerified: boolean;
}

/** Every item that is not archived, with its stock and derived status. */
export async function listStockLevels({ db }: { db: Database }): Promise<StockLevel[]> {
  return db
    .select({
      id: items.id,
      name: items.name,
      category: items.category,
      threshold: items.threshold,
      blockchainVerified: items.blockchainVerified,
      stock: items.stockOnHand,
      status: items.stockStatus,
    })
    .from(items)
    .where(isNull(items.archivedAt))
    .orderBy(asc(items.id));
}
