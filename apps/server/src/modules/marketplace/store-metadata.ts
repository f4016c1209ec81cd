import {
  type ProductMetadataStored,
  type ProductMetadataUpload,
  productMetadataHash,
  productMetadataUploadSchema,
} from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, marketProducts, productMetadata } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { markItemVerified } from './apply-event';

/**
 * Stores a listing's metadata under its hash (the value the seller puts on chain). Returns whether it was new.
 * Uploading the same metadata again changes nothing, except to link an inventory item not linked before.
 */
export async function storeMetadata({
  db,
  input,
}: {
  db: Database;
  input: ProductMetadataUpload;
}): Promise<{ stored: ProductMetadataStored; created: boolean }> {
  const { inventoryItemId, ...metadata } = productMetadataUploadSchema.parse(input);
  const hash = productMetadataHash(metadata);
  return db.transaction(async (tx) => {
    if (inventoryItemId !== undefined) {
      const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, inventoryItemId));
      if (!item) throw notFound('metadataItemNotFound', { id: inventoryItemId });
    }
    const inserted = await tx
      .insert(productMetadata)
      .values({ hash, ...metadata, inventoryItemId: inventoryItemId ?? null })
      .onConflictDoNothing()
      .returning({ hash: productMetadata.hash });
    const created = inserted.length > 0;
    if (!created && inventoryItemId !== undefined) {
      const [existing] = await tx.select().from(productMetadata).where(eq(productMetadata.hash, hash));
      if (existing?.inventoryItemId === null) {
        await tx.update(productMetadata).set({ inventoryItemId }).where(eq(productMetadata.hash, hash));
      }
    }
    // Listed before its metadata arrived: the item is verified now.
    const [listed] = await tx
      .select({ id: marketProducts.id })
      .from(marketProducts)
      .where(eq(marketProducts.metadataHash, hash))
      .limit(1);
    if (listed) await markItemVerified(tx, hash);
    return { stored: { hash, metadata }, created };
  });
}
