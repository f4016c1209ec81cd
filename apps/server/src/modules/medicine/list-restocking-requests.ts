import type { RestockingPage, RestockingStatus } from '@careledger/shared';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restockingRequests } from '../../db/schema';
import { readPage } from '../../lib/read-page';
import { loadRestockingRequests } from './load-restocking-requests';

/** The Restocking Requests list, newest first, optionally of one status, a page at a time. */
export async function listRestockingRequests({
  db,
  status,
  page,
  pageSize,
}: {
  db: Database;
  status?: RestockingStatus | undefined;
  page: number;
  pageSize: number;
}): Promise<RestockingPage> {
  const where = status ? eq(restockingRequests.status, status) : undefined;
  return readPage(
    { page, pageSize },
    {
      rows: ({ limit, offset }) => loadRestockingRequests({ db, where, limit, offset }),
      count: () => db.select({ n: count() }).from(restockingRequests).where(where),
    },
  );
}
