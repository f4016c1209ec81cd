import type { Supplier } from '@careledger/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { toSupplier } from './to-supplier';

export async function listSuppliers({ db }: { db: Database }): Promise<Supplier[]> {
  const rows = await db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map(toSupplier);
}
