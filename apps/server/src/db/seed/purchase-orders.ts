import type { Database } from '../client';
import { purchaseOrderLines, purchaseOrders } from '../schema';
import { ago } from './time';

/**
 * The order the seeded notification and chain activity speak of: 20 boxes of gloves from SafeHands
 * Medical, confirmed by the supplier and not yet received.
 */
export async function seedPurchaseOrders(
  db: Database,
  now: Date,
  supplierIds: Map<string, number>,
  itemIds: Map<string, number>,
): Promise<void> {
  const supplierId = supplierIds.get('SafeHands Medical');
  const itemId = itemIds.get('Nitrile examination gloves (M)');
  if (!supplierId || !itemId) return;
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      supplierId,
      status: 'confirmed',
      source: 'manual',
      createdAt: ago(now, { hours: 6, minutes: 10 }),
      updatedAt: ago(now, { hours: 6 }),
    })
    .returning({ id: purchaseOrders.id });
  if (!order) return;
  await db.insert(purchaseOrderLines).values({ orderId: order.id, itemId, quantity: 20, unitPrice: '8.90' });
}
