import { itemCreateSchema } from '@careledger/shared';
import { z } from 'zod';

const fields = itemCreateSchema.shape;

/**
 * The shared itemUpdateSchema with its defaults removed: as a partial of the create schema it would fill
 * `unit` ('units') and `expiry` (null) into every PATCH that did not send them, silently overwriting them.
 * Same fields and messages otherwise.
 */
export const itemPatchSchema = z
  .object({
    name: fields.name,
    category: fields.category,
    unit: fields.unit.unwrap(),
    threshold: fields.threshold,
    supplierId: fields.supplierId,
    price: fields.price,
    expiry: fields.expiry.unwrap(),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Send at least one field to change.');
export type ItemPatch = z.input<typeof itemPatchSchema>;
