import type { Supplier } from '@careledger/shared';
import type { suppliers } from '../../db/schema';

export function toSupplier(row: typeof suppliers.$inferSelect): Supplier {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    defaultOrderQuantity: row.defaultOrderQuantity,
    minimumOrderQuantity: row.minimumOrderQuantity,
    leadTimeDays: row.leadTimeDays,
  };
}
