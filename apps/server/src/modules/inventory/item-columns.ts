import { expiryStateOf, type InventoryItem } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import { todayOf } from '../../lib/today';

/** The columns an InventoryItem is built from; the lot expiry is a per-row lookup on lots_item_expiry_idx. */
export const itemColumns = {
  id: items.id,
  name: items.name,
  category: items.category,
  unit: items.unit,
  stock: items.stockOnHand,
  threshold: items.threshold,
  status: items.stockStatus,
  itemExpiry: items.expiry,
  lotExpiry: sql<
    string | null
  >`(select min(l.expiry)::text from lots l where l.item_id = "items"."id" and l.quantity_on_hand > 0)`,
  supplierId: items.supplierId,
  supplierName: items.supplierName,
  price: items.price,
  blockchainVerified: items.blockchainVerified,
  rfidTag: items.rfidTag,
  archivedAt: items.archivedAt,
  createdAt: items.createdAt,
};

export interface ItemRow {
  id: number;
  name: string;
  category: InventoryItem['category'];
  unit: string;
  stock: number;
  threshold: number;
  status: InventoryItem['status'];
  itemExpiry: string | null;
  lotExpiry: string | null;
  supplierId: number | null;
  supplierName: string | null;
  price: string;
  blockchainVerified: boolean;
  rfidTag: string | null;
  archivedAt: Date | null;
  createdAt: Date;
}

/** The API's item, its expiry state counted from today. */
export function toInventoryItem(row: ItemRow): InventoryItem {
  return toInventoryItemOn(todayOf())(row);
}

/** The API's item with its expiry state counted from `today`, for a list that decides the day once. */
export const toInventoryItemOn =
  (today: string) =>
  (row: ItemRow): InventoryItem => {
    const expiry = row.lotExpiry ?? row.itemExpiry;
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      unit: row.unit,
      stock: row.stock,
      threshold: row.threshold,
      status: row.status,
      expiry,
      expiryState: expiryStateOf(expiry, row.stock, today),
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      price: Number(row.price),
      blockchainVerified: row.blockchainVerified,
      rfidTag: row.rfidTag,
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  };
