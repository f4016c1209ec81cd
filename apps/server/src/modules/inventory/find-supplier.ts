import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export async function findSupplier({ db, id }: { db: Database; id: number }) {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!supplier) throw notFound('supplierNotFound', { id });
  return supplier;
}
