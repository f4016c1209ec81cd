import { RESTOCKING_TRANSITIONS, type RestockingStatus } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restockingRequests } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';

export type LockedRestockingRequest = typeof restockingRequests.$inferSelect;

/**
 * Takes the request's row lock (`SELECT ... FOR UPDATE`) inside the caller's transaction and checks that it may
 * move to `to`: two clicks on Schedule Order queue here, and the second finds it scheduled (409), so only one
 * purchase order is placed. 404 for an unknown id.
 */
export async function lockRestockingRequest({
  db,
  id,
  to,
}: {
  db: Database;
  id: number;
  to: Exclude<RestockingStatus, 'pending'>;
}): Promise<LockedRestockingRequest> {
  const [request] = await db
    .select()
    .from(restockingRequests)
    .where(eq(restockingRequests.id, id))
    .for('update');
  if (!request) throw notFound('restockingRequestNotFound', { id });
  if (!RESTOCKING_TRANSITIONS[request.status].includes(to)) {
    throw conflict('restockingTransition', { id, status: request.status, context: to });
  }
  return request;
}
