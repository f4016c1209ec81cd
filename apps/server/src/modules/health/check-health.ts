import type { Health } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/client';
import { APP_VERSION } from '../../lib/version';

export async function checkHealth({
  db,
  databaseKind,
}: {
  db: Database;
  databaseKind: DatabaseKind;
}): Promise<Health> {
  let isDatabaseUp = true;
  try {
    await db.execute(sql`select 1`);
  } catch {
    isDatabaseUp = false;
  }
  return {
    status: isDatabaseUp ? 'ok' : 'degraded',
    database: isDatabaseUp ? 'up' : 'down',
    databaseKind,
    version: APP_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
