import type { RestockingRequest } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restockingRequests } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { loadRestockingRequests } from './load-restocking-requests';

/** One restocking request as the API shows it; 404 when there is none. */
export async function getRestockingRequest({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<RestockingRequest> {
  const [request] = await loadRestockingRequests({ db, where: eq(restockingRequests.id, id) });
  if (!request) throw notFound('restockingRequestNotFound', { id });
  return request;
}
