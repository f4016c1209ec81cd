import type { MedicineTextCode, StockStatus } from '@careledger/shared';

/** A restocking request's reason: a code under `medicine.restocking`, worded on read (renderMedicineText). */
export type RestockingReason = Extract<MedicineTextCode, { key: `restocking.${string}` }>;

/** Why a recommended medicine needs restocking: out of stock, critical or low, with its stock and threshold. */
export function restockingReason(stock: number, threshold: number, status: StockStatus): RestockingReason {
  const params = { stock, threshold };
  if (stock <= 0) return { key: 'restocking.outOfStock', params };
  return { key: status === 'critical' ? 'restocking.critical' : 'restocking.low', params };
}
