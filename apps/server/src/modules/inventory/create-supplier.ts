import { type Supplier, type SupplierInput, supplierInputSchema } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { toSupplier } from './to-supplier';

export async function createSupplier({
  db,
  input,
}: {
  db: Database;
  input: SupplierInput;
}): Promise<Supplier> {
  const values = supplierInputSchema.parse(input);
  const [row] = await db.insert(suppliers).values(values).onConflictDoNothing().returning();
  if (!row) throw duplicateName(values.name);
  return toSupplier(row);
}

export function duplicateName(name: string) {
  return conflict('supplierNameTaken', { name });
}

/** Case-insensitive, as the unique index on lower(name). */
export const sameName = (name: string) => sql`lower(${suppliers.name}) = lower(${name})`;
