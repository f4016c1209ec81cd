import type { RestockingRequest } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restockingRequests } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { getRestockingRequest } from './get-restocking-request';
import { lockRestockingRequest } from './lock-restocking-request';

/**
 * Mark Fulfilled: a pending or scheduled request becomes fulfilled (a linked order stays as it is: receiving it
 * is the inventory's business). 409 when it already is; 404 for an unknown request.
 */
export async function fulfilRestockingRequest({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<RestockingRequest> {
  await inTransaction({ db }, async (tx) => {
    await lockRestockingRequest({ db: tx, id, to: 'fulfilled' });
    await tx
      .update(restockingRequests)
      .set({ status: 'fulfilled', fulfilledAt: sql`clock_timestamp()` })
      .where(eq(restockingRequests.id, id));
  });
  return getRestockingRequest({ db, id });
}
