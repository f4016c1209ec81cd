import { type Supplier, type SupplierInput, supplierInputSchema } from '@careledger/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, suppliers } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { duplicateName, sameName } from './create-supplier';
import { findSupplier } from './find-supplier';
import { toSupplier } from './to-supplier';

/** Changes some of a supplier's fields; a new name is copied onto its items, which search by it. */
export async function updateSupplier({
  db,
  id,
  input,
}: {
  db: Database;
  id: number;
  input: Partial<SupplierInput>;
}): Promise<Supplier> {
  const values = supplierInputSchema.partial().parse(input);
  if (Object.keys(values).length === 0) throw badRequest('supplierNoChange');
  return db.transaction(async (tx) => {
    await findSupplier({ db: tx, id });
    if (values.name) {
      const [other] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(sameName(values.name), ne(suppliers.id, id)));
      if (other) throw duplicateName(values.name);
    }
    const [row] = await tx.update(suppliers).set(values).where(eq(suppliers.id, id)).returning();
    if (!row) throw new Error('updating a supplier returned no row');
    if (values.name) await tx.update(items).set({ supplierName: row.name }).where(eq(items.supplierId, id));
    return toSupplier(row);
  });
}
