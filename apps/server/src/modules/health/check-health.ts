import type { Health } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/client';
import { APP_VERSION } from '../../lib/version';

/**
 * How long one answer of the database stands. A monitor or load balancer checks every few seconds and still
 * gets a fresh answer each time; a burst of checks (several balancers, a benchmark) costs one query a second.
 */
export const DATABASE_PROBE_MS = 1_000;

export interface HealthCheckOptions {
  db: Database;
  databaseKind: DatabaseKind;
  now?: () => number;
}

/**
 * The health check of one app: whether the database answers `select 1`, asked at most once per
 * DATABASE_PROBE_MS, concurrent checks sharing the question (a failure stands as long, so a database in
 * trouble is not asked harder), with the version and the uptime.
 */
export function createHealthCheck({
  db,
  databaseKind,
  now = Date.now,
}: HealthCheckOptions): () => Promise<Health> {
  let probe: { startedAt: number; isUp: Promise<boolean> } | undefined;
  return async () => {
    const at = now();
    if (!probe || at < probe.startedAt || at - probe.startedAt >= DATABASE_PROBE_MS) {
      probe = { startedAt: at, isUp: isDatabaseUp(db) };
    }
    const isUp = await probe.isUp;
    return {
      status: isUp ? 'ok' : 'degraded',
      database: isUp ? 'up' : 'down',
      databaseKind,
      version: APP_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  };
}

async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
