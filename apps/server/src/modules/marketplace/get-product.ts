import type { Product } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketProducts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { selectProducts, toProduct } from './product-query';

export async function getProduct({
  db,
  id,
  contractAddress,
}: {
  db: Database;
  id: number;
  contractAddress: string;
}): Promise<Product> {
  const [row] = await selectProducts(db).query.where(eq(marketProducts.id, id));
  if (!row) throw notFound('productNotFound', { id });
  return toProduct(row, contractAddress);
}
