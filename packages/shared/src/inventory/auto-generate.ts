import { z } from 'zod';
import { confirmFingerprintSchema, previewFingerprintSchema } from '../preview';

/**
 * One line Auto-Generate Orders would write: the item, its stock and threshold when planned, and the quantity
 * reorderQuantity gives (enough to bring stock up to twice the threshold, at least the supplier's default and
 * minimum order quantities).
 */
export const autoGeneratePlanLineSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  unit: z.string(),
  stock: z.number().int(),
  threshold: z.number().int(),
  quantity: z.number().int(),
  /**
   * Where the quantity comes from: the latest restocking forecast's suggested order (issue 14), or, for an item
   * that forecast does not cover or suggests nothing for, the threshold rule (reorderQuantity).
   */
  quantityBasis: z.enum(['forecast', 'threshold']),
  unitPrice: z.number(),
});
export const autoGeneratePlanOrderSchema = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  lines: z.array(autoGeneratePlanLineSchema),
  totalAmount: z.number(),
});
/** What Auto-Generate Orders would create now; nothing is written. Confirm it by sending `fingerprint` back. */
export const autoGeneratePreviewSchema = z.object({
  orders: z.array(autoGeneratePlanOrderSchema),
  fingerprint: previewFingerprintSchema,
});
export type AutoGeneratePreview = z.infer<typeof autoGeneratePreviewSchema>;

/**
 * `confirm`: the fingerprint of the preview a person agreed to; the server refuses (409) if the plan is now
 * different. Without it (a script, the spec's bare POST) the current plan is applied.
 */
export const autoGenerateQuerySchema = z.strictObject({
  confirm: confirmFingerprintSchema.optional(),
});
