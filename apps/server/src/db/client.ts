import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database. Whoever opens a handle closes it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined opens an in-memory database (tests), from `loadDataDir` when given: a dump
   * (`dumpDataDir`) of a migrated database, which opens in a third of the time an empty one is created in.
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the case-insensitive substring search of items (see the inventory migration).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', migrate: () => migratePgliteDatabase(db), close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', migrate: () => migratePostgresDatabase(url), close: () => pool.end() };
}
